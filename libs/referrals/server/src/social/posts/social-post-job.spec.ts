import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SOCIAL_AUTH_REQUIRED } from '@bagel/referrals-contract';
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
/** What the job told the operator. */
const operatorLog: Array<{ object: object; message: string }> = [];

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
  const log = { warn: () => undefined, error: (object: object, message: string) => void operatorLog.push({ object, message }) };
  await jobs.work(postQueue({ db: database.db, jobs, network, auth, log }));
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

const invitation = (userId: string, code: string) => ({
  message: `Join me: ${code}`,
  referral_code: code,
  user_id: userId,
  recipient_id: null,
  reply_to: null,
  quote_tweet_id: null,
});

it("waits for a used-up 24-hour cap until the reset X gives for it, not the 15-minute window's, saying so on the post", async () => {
  const userId = await authorisedUser('DAILY234');
  const resetAt = Math.floor(Date.now() / 1000) + 3 * 3600;
  x.useUpDailyPosts('user', resetAt);
  try {
    const pending = await posts.create(userId, 'key-1', invitation(userId, 'DAILY234'));
    const successor = stableUuid(`${POST_QUEUE}:${pending.post_id}:wait-1`);
    for (let tries = 0; tries < 600 && (await findPost(database.db, pending.post_id))?.queueJobId !== successor; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { post } = await posts.latest(userId, 'DAILY234');
    expect(post).toMatchObject({
      status: 'pending',
      delay: { reason: "X's daily limit of 100 posts from your account through Bagel is reached" },
    });
    expect(post?.delay?.until).toBe(new Date(resetAt * 1000).toISOString());
  } finally {
    x.useUpDailyPosts('user', 0);
  }
});

it("fails a post X refuses for the platform's app without asking the user to authorise, and tells the operator", async () => {
  const userId = await authorisedUser('FORBID23');
  x.forbidPosts({ type: 'client-forbidden', reason: 'client-not-enrolled' });
  try {
    await posts.create(userId, 'key-1', invitation(userId, 'FORBID23'));
    expect(await ended(userId, 'FORBID23')).toMatchObject({
      status: 'failed',
      error: "Posting on X is unavailable for now: X refuses Bagel's app (client-not-enrolled); the platform's operators must fix it",
    });
    expect(await auth.status(userId)).toMatchObject({ status: 'authorized' });
    expect(operatorLog.at(-1)).toMatchObject({
      message: "X refuses the platform's app: posting on X fails for every user until an operator fixes it",
      object: { forOperator: expect.stringContaining('attached to a Project') },
    });
  } finally {
    x.forbidPosts(null);
  }
});

it('asks the user to authorise again once X no longer takes the refresh token', async () => {
  const userId = await authorisedUser('EXPIRE23');
  x.expireAccessTokens();
  x.expireRefreshTokens();
  await posts.create(userId, 'key-1', invitation(userId, 'EXPIRE23'));
  expect(await ended(userId, 'EXPIRE23')).toMatchObject({ status: 'failed', error: SOCIAL_AUTH_REQUIRED });
  expect(await auth.status(userId)).toMatchObject({ status: 'unauthorized' });
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
