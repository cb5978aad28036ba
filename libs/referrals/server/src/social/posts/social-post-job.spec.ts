import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from '@bagel/jobs';
import { stableUuid } from '@bagel/server-kit';
import { insertCode } from '../../codes/referrals.repository';
import { referralsMigrations } from '../../referrals.migrations';
import { startFakeX, type FakeX } from '../../testing/fake-x';
import { createSocialAuth, type SocialAuth } from '../social-auth';
import { tokenSealing } from '../token-sealing';
import { createXNetwork } from '../x/x-network';
import { POST_QUEUE, postQueue } from './social-post-job';
import { findPost, insertPost, updatePost } from './social-posts.repository';
import { createSocialPosts, type SocialPosts } from './social-posts.service';

const silent = { warn: () => undefined, error: () => undefined };

let database: DatabaseHandle;
let jobs: JobQueue;
let x: FakeX;
let auth: SocialAuth;
let posts: SocialPosts;
beforeAll(async () => {
  database = await openTestDatabase([referralsMigrations]);
  jobs = await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 });
  x = await startFakeX({ clientId: 'post-client' });
  const network = createXNetwork({ clientId: 'post-client', apiUrl: x.apiUrl, authorizeUrl: x.authorizeUrl });
  auth = createSocialAuth({
    db: database.db,
    network,
    sealing: tokenSealing('secret'),
    redirectUri: 'https://api.bagel.test/callback',
    webOrigin: 'https://bagel.test',
    log: silent,
  });
  posts = createSocialPosts({ db: database.db, jobs, network });
  await jobs.work(postQueue({ db: database.db, jobs, network, auth, log: silent }));
});
afterAll(async () => {
  await jobs.stop();
  await x.close();
  await database.close();
});

/** A user with a code, whose X account is authorised. */
async function authorisedUser(code: string): Promise<string> {
  const userId = randomUUID();
  await insertCode(database.db, userId, code);
  const atX = await fetch((await auth.status(userId)).authorize_url ?? '', { redirect: 'manual' });
  const back = new URL(atX.headers.get('location') ?? '');
  await auth.complete({ state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' });
  return userId;
}

async function ended(userId: string, code: string) {
  for (let tries = 0; tries < 600; tries++) {
    const { post } = await posts.latest(userId, code);
    if (post && post.status !== 'pending') return post;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The post stayed pending');
}

it("waits out X's rate limit until its reset, as successor jobs rather than failed attempts, then posts", async () => {
  const userId = await authorisedUser('WAITS234');
  x.limitPosts(2, Math.floor(Date.now() / 1000) + 1);
  const body = {
    message: 'Join me: WAITS234',
    referral_code: 'WAITS234',
    user_id: userId,
    recipient_id: null,
    reply_to: null,
    quote_tweet_id: null,
  };
  const pending = await posts.create(userId, 'key-1', body);
  expect(await ended(userId, 'WAITS234')).toMatchObject({ status: 'completed', url: expect.stringMatching(/\/status\/\d+$/) });
  expect(x.requests.filter((request) => request.path === '/2/tweets')).toHaveLength(3);
  const row = await findPost(database.db, pending.post_id);
  expect(row?.queueJobId).toBe(stableUuid(`${POST_QUEUE}:${pending.post_id}:wait-2`));
});

it('reads a pending post whose queue entry is gone as failed', async () => {
  const userId = randomUUID();
  const orphan = await insertPost(database.db, {
    userId,
    idempotencyKey: 'lost',
    referralCode: 'LOST2345',
    text: 'Join me',
    replyTo: null,
    quoteTweetId: null,
    provider: 'X',
  });
  expect(orphan?.status).toBe('pending');
  // A job id the queue does not hold: its process died on the last attempt and retention removed it.
  await updatePost(database.db, orphan?.id ?? '', { queueJobId: randomUUID() });
  expect(await posts.latest(userId, 'lost2345')).toMatchObject({
    status: 'failed',
    post: { status: 'failed', error: 'The post stopped before it finished' },
  });
});
