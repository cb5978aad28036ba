import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { referralsMigrations } from '../referrals.migrations';
import { startFakeX, type FakeX } from '../testing/fake-x';
import { createSocialAuth, STATE_LIFETIME_MS } from './social-auth';
import { findAccount } from './social-accounts.repository';
import { tokenSealing } from './token-sealing';
import { createXNetwork } from './x/x-network';

const silent = { warn: () => undefined };
const WEB = 'https://bagel.test';

let database: DatabaseHandle;
let x: FakeX;
beforeAll(async () => {
  database = await openTestDatabase([referralsMigrations]);
  x = await startFakeX({ clientId: 'auth-client' });
});
afterAll(async () => {
  await x.close();
  await database.close();
});

/**
 * The service on a clock the test moves, the network's too: a refreshed token's expiry read off the real clock would
 * still be expiring on the moved one, and a post that started after the first refresh had ended refreshed again.
 */
function socialAuth(clock = { now: Date.now() }, secret = 'secret') {
  const now = () => clock.now;
  const auth = createSocialAuth({
    db: database.db,
    network: createXNetwork({ clientId: 'auth-client', apiUrl: x.apiUrl, authorizeUrl: x.authorizeUrl, now }),
    sealing: tokenSealing(secret),
    redirectUri: 'https://api.bagel.test/callback',
    webOrigin: WEB,
    log: silent,
    now,
  });
  return { auth, clock };
}

/** The query X's approval sends back to the callback. */
async function approvedAtX(authorizeUrl: string | null): Promise<{ state: string; code: string }> {
  const atX = await fetch(authorizeUrl ?? '', { redirect: 'manual' });
  const back = new URL(atX.headers.get('location') ?? '');
  return { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' };
}

it('serves a state once, however many callbacks bring it at the same moment', async () => {
  const { auth } = socialAuth();
  const userId = randomUUID();
  const query = await approvedAtX((await auth.status(userId)).authorize_url);
  const redirects = await Promise.all([1, 2, 3].map(() => auth.complete(query)));
  expect(redirects.sort()).toEqual([`${WEB}/invite?x=authorized`, `${WEB}/invite?x=denied`, `${WEB}/invite?x=denied`]);
  expect(await auth.status(userId)).toEqual({ status: 'authorized', username: x.account.username, authorize_url: null });
});

it('lets a state lapse after 10 minutes, and hands out a new one when little of it is left', async () => {
  const { auth, clock } = socialAuth();
  const userId = randomUUID();
  const first = (await auth.status(userId)).authorize_url;
  clock.now += 4 * 60 * 1000;
  expect((await auth.status(userId)).authorize_url).toBe(first);
  clock.now += 2 * 60 * 1000;
  const second = (await auth.status(userId)).authorize_url;
  expect(second).not.toBe(first);

  const late = await approvedAtX(first);
  clock.now += STATE_LIFETIME_MS - 6 * 60 * 1000;
  expect(await auth.complete(late)).toBe(`${WEB}/invite?x=denied`);
  expect(await auth.complete(await approvedAtX(second))).toBe(`${WEB}/invite?x=authorized`);
  // Expired states are dropped as new ones are made.
  await auth.status(randomUUID());
  const [left] = (
    (await database.db.execute(sql`select count(*)::int as n from referrals.oauth_states where user_id = ${userId}`)) as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  expect(left?.n).toBe(0);
});

it('refreshes an expiring token once when two posts need it at the same moment, and both post with the new one', async () => {
  const { auth, clock } = socialAuth();
  const userId = randomUUID();
  await auth.complete(await approvedAtX((await auth.status(userId)).authorize_url));
  const before = await auth.authorFor(userId);
  clock.now += 7200_000;
  const refreshesBefore = x.requests.filter((request) => request.fields['grant_type'] === 'refresh_token').length;
  const [one, two] = await Promise.all([auth.authorFor(userId), auth.authorFor(userId)]);
  expect(one?.author.accessToken).not.toBe(before?.author.accessToken);
  expect(two?.author.accessToken).toBe(one?.author.accessToken);
  // X spends a refresh token once: a second refresh with it would have been refused.
  expect(x.requests.filter((request) => request.fields['grant_type'] === 'refresh_token').length - refreshesBefore).toBe(1);
  expect(await auth.status(userId)).toMatchObject({ status: 'authorized' });
  expect((await findAccount(database.db, userId))?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 7000_000);
});

it('forgets an authorisation whose refresh X refuses, or that the api can no longer read', async () => {
  const { auth, clock } = socialAuth();
  const revoked = randomUUID();
  await auth.complete(await approvedAtX((await auth.status(revoked)).authorize_url));
  x.revokeTokens();
  clock.now += 7200_000;
  await expect(auth.authorFor(revoked)).rejects.toMatchObject({ failure: 'authorization' });
  expect(await auth.status(revoked)).toMatchObject({ status: 'unauthorized' });

  const rekeyed = randomUUID();
  await auth.complete(await approvedAtX((await auth.status(rekeyed)).authorize_url));
  await expect(socialAuth({ now: Date.now() }, 'another secret').auth.authorFor(rekeyed)).rejects.toMatchObject({
    failure: 'authorization',
  });
  expect(await findAccount(database.db, rekeyed)).toBeUndefined();
});
