import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type RouteResponse } from '@bagel/contract';
import {
  completeSocialAuth,
  fundReferralPool,
  generateReferralCode,
  getReferralPool,
  getSocialAuthStatus,
  getSocialPostStatus,
  postReferralToSocial,
  REFERRAL_INVALID,
  SOCIAL_AUTH_REQUIRED,
  validateReferralCode,
  type ReferralProgress,
  type ReferralRedemption,
  type SocialAuthStatus,
  type SocialPost,
} from '@bagel/referrals-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { createUserDirectory } from '@bagel/api-keys-server';
import { createXNetwork } from '@bagel/referrals-server';
import { createLedgerPort } from '@bagel/wallet-server';
import { startFakeX, type FakeX } from '@bagel/referrals-server/testing';
import { queryRows } from '@bagel/db/testing';
import { startTestApi, TEST_PUBLIC_API_URL, TEST_WEB_ORIGIN, type TestApi, type TestUser } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function progressOf(on: TestApi, user: TestUser): Promise<ReferralProgress> {
  const reply = await on.call({ url: generateReferralCode.path }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ReferralProgress>();
}

const codeOf = async (on: TestApi, user: TestUser) => (await progressOf(on, user)).referral_code;

const validate = (on: TestApi, user: TestUser, code: string) =>
  on.call({ url: `${validateReferralCode.path}?referral_code=${encodeURIComponent(code)}` }, user.apiKey);

async function redeemed(on: TestApi, user: TestUser, code: string): Promise<ReferralRedemption> {
  const reply = await validate(on, user, code);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ReferralRedemption>();
}

async function expectRefused(on: TestApi, user: TestUser, code: string) {
  const reply = await validate(on, user, code);
  expect(reply.statusCode, reply.body).toBe(422);
  expect(reply.json()).toEqual({ error: 'Unprocessable Entity', detail: REFERRAL_INVALID, field: 'referral_code' });
}

/** The user's bonus lines in their history, newest first. */
async function bonusesOf(on: TestApi, user: TestUser) {
  const reply = await on.call({ url: buildPath(getTransactions.path, { userId: user.id }) }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply
    .json<RouteResponse<typeof getTransactions>>()
    .transactions.filter((transaction) => transaction.description.startsWith('Referral bonus'));
}

/** Makes the user's account as old as `days`, as if they had signed up then. */
async function signedUpDaysAgo(on: TestApi, user: TestUser, days: number) {
  await on.database.db.execute(sql`update api_keys.users set created_at = now() - make_interval(days => ${days}) where id = ${user.id}`);
}

describe('referral codes', () => {
  it("answers the caller's code, made once: 8 characters nobody misreads, the same on every call, concurrent first calls included", async () => {
    const alice = await api.createUser();
    const first = await Promise.all([1, 2, 3, 4].map(() => progressOf(api, alice)));
    expect(new Set(first.map((progress) => progress.referral_code)).size).toBe(1);
    expect(first[0]).toEqual({
      referral_code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/),
      friends_joined: 0,
      friends_for_bonus: 3,
      max_friends: 10,
      friend_bonus: 125,
      inviter_bonus: 375,
      inviter_bonus_paid: false,
      joined_with: null,
    });
    expect(await codeOf(api, alice)).toBe(first[0]?.referral_code);
    const codes = await Promise.all([1, 2, 3].map(async () => codeOf(api, await api.createUser())));
    expect(new Set([...codes, first[0]?.referral_code]).size).toBe(4);
  });

  it('pays each friend 125 BGL and the owner 375 BGL once at the third friend; friends four to ten still get 125, the eleventh is refused', async () => {
    const bob = await api.createUser();
    const code = await codeOf(api, bob);
    const friends = await Promise.all(Array.from({ length: 11 }, () => api.createUser()));

    for (const [index, friend] of friends.slice(0, 3).entries()) {
      expect(await redeemed(api, friend, code)).toEqual({ referral_code: code, valid: true, bonus: 125, replayed: false });
      expect(await api.balanceOf(friend)).toBe(125);
      expect(await api.balanceOf(bob)).toBe(index < 2 ? 0 : 375);
    }
    expect(await progressOf(api, bob)).toMatchObject({ friends_joined: 3, inviter_bonus_paid: true });
    expect(await progressOf(api, friends[0] as TestUser)).toMatchObject({ joined_with: code, friends_joined: 0 });

    for (const friend of friends.slice(3, 10)) {
      expect(await redeemed(api, friend, code.toLowerCase())).toMatchObject({ bonus: 125, replayed: false });
      expect(await api.balanceOf(friend)).toBe(125);
    }
    await expectRefused(api, friends[10] as TestUser, code);
    expect(await api.balanceOf(friends[10] as TestUser)).toBe(0);

    expect(await api.balanceOf(bob)).toBe(375);
    expect(await bonusesOf(api, bob)).toMatchObject([
      { amount: 375, transaction_type: 'credit', description: `Referral bonus: 3 friends joined with code ${code}` },
    ]);
    expect(await bonusesOf(api, friends[5] as TestUser)).toMatchObject([
      { amount: 125, transaction_type: 'credit', description: `Referral bonus: joined with code ${code}` },
    ]);
    expect(await progressOf(api, bob)).toMatchObject({ friends_joined: 10, inviter_bonus_paid: true });
  });

  it('answers a second redemption of the same code with the first (replayed, no money); any other code is then refused', async () => {
    const carol = await api.createUser();
    const dave = await api.createUser();
    const code = await codeOf(api, carol);
    const erin = await api.createUser();
    expect(await redeemed(api, erin, code)).toMatchObject({ replayed: false });
    expect(await redeemed(api, erin, code)).toEqual({ referral_code: code, valid: true, bonus: 125, replayed: true });
    expect(await redeemed(api, erin, ` ${code.toLowerCase()} `)).toMatchObject({ replayed: true });
    await expectRefused(api, erin, await codeOf(api, dave));
    expect(await api.balanceOf(erin)).toBe(125);
    expect(await bonusesOf(api, erin)).toHaveLength(1);

    // Concurrent twins of one user's first redemption: one pays, the others answer as its replay.
    const frank = await api.createUser();
    const twins = await Promise.all([1, 2, 3].map(() => redeemed(api, frank, code)));
    expect(twins.filter((twin) => !twin.replayed)).toHaveLength(1);
    expect(await api.balanceOf(frank)).toBe(125);
    expect(await progressOf(api, carol)).toMatchObject({ friends_joined: 2 });
  });

  it("refuses the caller's own code, an unknown code and an account older than 7 days, paying nothing", async () => {
    const gina = await api.createUser();
    const code = await codeOf(api, gina);
    await expectRefused(api, gina, code);
    await expectRefused(api, await api.createUser(), 'NOPE2345');

    const old = await api.createUser();
    await signedUpDaysAgo(api, old, 8);
    await expectRefused(api, old, code);
    expect(await api.balanceOf(old)).toBe(0);
    const recent = await api.createUser();
    await signedUpDaysAgo(api, recent, 6);
    expect(await redeemed(api, recent, code)).toMatchObject({ bonus: 125 });
    expect(await progressOf(api, gina)).toMatchObject({ friends_joined: 1 });
  });

  it('names the field of a malformed code, and never reaches the code table', async () => {
    const henry = await api.createUser();
    for (const query of ['', '?referral_code=', '?referral_code=not%20a%20code', `?referral_code=${'A'.repeat(65)}`]) {
      const reply = await api.call({ url: `${validateReferralCode.path}${query}` }, henry.apiKey);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json<{ field?: string }>().field).toBe('referral_code');
    }
  });

  it('never lets concurrent redemptions of one code pass its cap', async () => {
    const ivan = await api.createUser();
    const code = await codeOf(api, ivan);
    for (let i = 0; i < 7; i++) await redeemed(api, await api.createUser(), code);
    const racers = await Promise.all(Array.from({ length: 8 }, () => api.createUser()));
    const replies = await Promise.all(racers.map((racer) => validate(api, racer, code)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    const balances = await Promise.all(racers.map((racer) => api.balanceOf(racer)));
    expect(balances.sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 125, 125, 125]);
    expect(await progressOf(api, ivan)).toMatchObject({ friends_joined: 10 });
    const [counted] = await queryRows<{ friends: number }>(
      api.database.db,
      sql`select count(*)::int as friends from referrals.redemptions where code = ${code}`,
    );
    expect(counted?.friends).toBe(10);
    expect(await api.balanceOf(ivan)).toBe(375);
  });
});

describe('the referral pool', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await api.createUser('admin');
  });

  const pool = async () => {
    const reply = await api.call({ url: getReferralPool.path }, admin.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ balance: number }>().balance;
  };
  const fund = (amount: number, key: string = randomUUID()) =>
    api.call({ method: 'POST', url: fundReferralPool.path, payload: { amount }, headers: { 'idempotency-key': key } }, admin.apiKey);

  /** Pays the pool down to `bagels` through the ledger, as bonuses would, to a user who keeps them. */
  async function drainTo(bagels: number) {
    const ledger = createLedgerPort(api.database.db, createUserDirectory(api.database.db, { isEnabled: async () => false }));
    const sink = await api.createUser();
    const amount = Math.round(((await pool()) - bagels) * 100);
    await ledger.bonus({ userId: sink.id, amount, idempotencyKey: `test-drain:${randomUUID()}`, description: 'Drained for a test' });
    expect(await pool()).toBe(bagels);
  }

  it('refuses a redemption the pool cannot cover with spec §8’s refusal, paying and recording nothing, until an admin funds it', async () => {
    const owner = await api.createUser();
    const code = await codeOf(api, owner);
    const friend = await api.createUser();
    await drainTo(124.99);
    await expectRefused(api, friend, code);
    expect(await api.balanceOf(friend)).toBe(0);
    expect(await progressOf(api, friend)).toMatchObject({ joined_with: null });
    expect(await progressOf(api, owner)).toMatchObject({ friends_joined: 0 });
    expect(await pool()).toBe(124.99);

    const key = randomUUID();
    const funded = await fund(10_000, key);
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json()).toEqual({ balance: 10_124.99 });
    expect((await fund(10_000, key)).json()).toEqual({ balance: 10_124.99 });
    expect(await redeemed(api, friend, code)).toMatchObject({ valid: true, replayed: false });
    expect(await api.balanceOf(friend)).toBe(125);
    expect(await pool()).toBe(9_999.99);
  });

  it("refuses a code whose owner joined with the caller's own code", async () => {
    const [ann, ben] = await Promise.all([api.createUser(), api.createUser()]);
    expect(await redeemed(api, ann, await codeOf(api, ben))).toMatchObject({ valid: true });
    await expectRefused(api, ben, await codeOf(api, ann));
    expect(await api.balanceOf(ben)).toBe(0);
    expect(await progressOf(api, ann)).toMatchObject({ friends_joined: 0 });
  });
});

const postBody = (user: TestUser, code: string, fields: Record<string, unknown> = {}) => ({
  message: `Join me on Bagel: https://bagel.test/?ref=${code}`,
  referral_code: code,
  user_id: user.id,
  ...fields,
});

const post = (on: TestApi, user: TestUser, body: object, key: string = randomUUID()) =>
  on.call({ method: 'POST', url: postReferralToSocial.path, payload: body, headers: { 'idempotency-key': key } }, user.apiKey);

async function posted(on: TestApi, user: TestUser, body: object, key?: string): Promise<SocialPost> {
  const reply = await post(on, user, body, key);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<SocialPost>();
}

async function postStatus(on: TestApi, user: TestUser, code: string) {
  const reply = await on.call({ url: `${getSocialPostStatus.path}?referral_code=${code}` }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof getSocialPostStatus>>();
}

/** Asks every 100 ms until the user's latest post of the code has ended; the post job runs in the background. */
async function ended(on: TestApi, user: TestUser, code: string): Promise<SocialPost> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { post: latest } = await postStatus(on, user, code);
    if (latest && latest.status !== 'pending') return latest;
    if (Date.now() > deadline) throw new Error(`Still pending: ${JSON.stringify(latest)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function authStatus(on: TestApi, user: TestUser): Promise<SocialAuthStatus> {
  const reply = await on.call({ url: getSocialAuthStatus.path }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<SocialAuthStatus>();
}

describe('posting an invitation on the local outbox', () => {
  it('needs no authorising, and takes a post from pending to completed', async () => {
    const jane = await api.createUser();
    const code = await codeOf(api, jane);
    expect(await authStatus(api, jane)).toEqual({ status: 'authorized', username: null, authorize_url: null });
    expect(await postStatus(api, jane, code)).toEqual({ status: 'none', post: null });

    const pending = await posted(api, jane, postBody(jane, code), 'jane-1');
    expect(pending).toMatchObject({ referral_code: code, status: 'pending', url: null, error: null, provider: 'Local outbox' });
    const done = await ended(api, jane, code);
    expect(done).toEqual({ ...pending, status: 'completed' });
    expect(await postStatus(api, jane, code.toLowerCase())).toEqual({ status: 'completed', post: done });

    // The key keeps a double click to one post; another post under it is a 409.
    expect((await posted(api, jane, postBody(jane, code), 'jane-1')).post_id).toBe(pending.post_id);
    const reused = await post(api, jane, postBody(jane, code, { message: 'Something else' }), 'jane-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ field: 'Idempotency-Key' });
    const [stored] = await queryRows<{ posts: number }>(
      api.database.db,
      sql`select count(*)::int as posts from referrals.posts where user_id = ${jane.id}`,
    );
    expect(stored?.posts).toBe(1);
  });

  it("refuses another user's code, a mention that makes the post too long, and another user's id", async () => {
    const kate = await api.createUser();
    const liam = await api.createUser();
    const code = await codeOf(api, kate);
    const notMine = await post(api, kate, postBody(kate, await codeOf(api, liam)));
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json()).toMatchObject({ field: 'referral_code' });
    const long = await post(api, kate, postBody(kate, code, { message: 'x'.repeat(275), recipient_id: '@someone_long' }));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ field: 'message' });
    expect((await post(api, liam, postBody(kate, code))).statusCode).toBe(403);
    expect(await postStatus(api, kate, code)).toEqual({ status: 'none', post: null });
  });
});

describe('posting an invitation on X', () => {
  let x: FakeX;
  let onX: TestApi;
  const clientId = 'bagel-client-id';

  beforeAll(async () => {
    x = await startFakeX({ clientId });
    onX = await startTestApi({ social: createXNetwork({ clientId, apiUrl: x.apiUrl, authorizeUrl: x.authorizeUrl }) });
  });
  afterAll(async () => {
    await onX.close();
    await x.close();
  });

  /** The browser's trip: X's authorize page redirects to api's callback, which redirects to /invite. */
  async function authorise(user: TestUser): Promise<string> {
    const { authorize_url } = await authStatus(onX, user);
    const atX = await fetch(authorize_url ?? '', { redirect: 'manual' });
    expect(atX.status).toBe(302);
    const back = new URL(atX.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_API_URL}${completeSocialAuth.path}`);
    const callback = await onX.call({ url: `${back.pathname}${back.search}`, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(callback.json()).toEqual({ redirect: callback.headers['location'] });
    return callback.headers['location'] as string;
  }

  it('asks the user to authorise at X with an S256 challenge, and exchanges the code with its verifier', async () => {
    const mia = await onX.createUser();
    const status = await authStatus(onX, mia);
    expect(status).toMatchObject({ status: 'unauthorized', username: null });
    const url = new URL(status.authorize_url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(x.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: `${TEST_PUBLIC_API_URL}${completeSocialAuth.path}`,
      scope: 'tweet.read tweet.write users.read offline.access',
      state: expect.stringMatching(/^[\w-]{32}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    // Asking again while it is fresh hands out the same authorisation.
    expect((await authStatus(onX, mia)).authorize_url).toBe(status.authorize_url);

    expect(await authorise(mia)).toBe(`${TEST_WEB_ORIGIN}/invite?x=authorized`);
    const exchange = x.requests.findLast((request) => request.path === '/2/oauth2/token');
    expect(exchange?.fields).toMatchObject({ grant_type: 'authorization_code', client_id: clientId });
    const verifier = String(exchange?.fields['code_verifier']);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(url.searchParams.get('code_challenge'));
    expect(await authStatus(onX, mia)).toEqual({ status: 'authorized', username: x.account.username, authorize_url: null });

    // The state served once: the same callback again is refused, and the account stays authorised.
    const replay = await onX.call({ url: `${completeSocialAuth.path}?state=${url.searchParams.get('state')}&code=whatever` });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ redirect: `${TEST_WEB_ORIGIN}/invite?x=denied` });
    // Tokens are sealed at rest.
    const [account] = await queryRows<{ access_token: string }>(
      onX.database.db,
      sql`select access_token from referrals.social_accounts where user_id = ${mia.id}`,
    );
    expect(account?.access_token).toMatch(/^v1\./);
  });

  it('goes back to /invite?x=denied when the user refuses at X', async () => {
    const noah = await onX.createUser();
    x.setDenying(true);
    try {
      expect(await authorise(noah)).toBe(`${TEST_WEB_ORIGIN}/invite?x=denied`);
    } finally {
      x.setDenying(false);
    }
    expect(await authStatus(onX, noah)).toMatchObject({ status: 'unauthorized' });
  });

  it('posts as the authorised account (completed with the post URL), refreshing an expired token on the way', async () => {
    const olga = await onX.createUser();
    const code = await codeOf(onX, olga);
    await authorise(olga);
    const body = postBody(olga, code, { recipient_id: '@bagel', reply_to: '1800000000000000123', quote_tweet_id: '1800000000000000456' });
    const pending = await posted(onX, olga, body);
    expect(pending).toMatchObject({ status: 'pending', provider: 'X' });
    const done = await ended(onX, olga, code);
    const tweet = x.tweets.at(-1);
    expect(tweet).toEqual({
      id: expect.stringMatching(/^\d+$/),
      text: `@bagel Join me on Bagel: https://bagel.test/?ref=${code}`,
      authorId: x.account.id,
      inReplyTo: '1800000000000000123',
      quoteTweetId: '1800000000000000456',
    });
    expect(done).toMatchObject({ status: 'completed', url: `https://x.com/${x.account.username}/status/${tweet?.id}`, error: null });

    // Two hours later: the token has expired at X, and api knows it from `expires_in`.
    x.expireAccessTokens();
    await onX.database.db.execute(
      sql`update referrals.social_accounts set expires_at = now() - interval '1 minute' where user_id = ${olga.id}`,
    );
    await posted(onX, olga, postBody(olga, code, { message: `Bagels for both of us: ${code}` }));
    expect(await ended(onX, olga, code)).toMatchObject({ status: 'completed' });
    expect(x.requests.filter((request) => request.fields['grant_type'] === 'refresh_token')).toHaveLength(1);

    // X refuses a duplicate for good, in its own words; the account stays authorised.
    await posted(onX, olga, postBody(olga, code, { message: `Bagels for both of us: ${code}` }));
    expect(await ended(onX, olga, code)).toMatchObject({
      status: 'failed',
      error: 'X refused the post: You are not allowed to create a Tweet with duplicate content.',
    });
    expect(await authStatus(onX, olga)).toMatchObject({ status: 'authorized' });
  });

  it('fails a post with authorization_required when X refuses the token, and asks the user to authorise again', async () => {
    const paul = await onX.createUser();
    const code = await codeOf(onX, paul);
    await posted(onX, paul, postBody(paul, code));
    expect(await ended(onX, paul, code)).toMatchObject({ status: 'failed', error: SOCIAL_AUTH_REQUIRED });

    await authorise(paul);
    x.revokeTokens();
    await posted(onX, paul, postBody(paul, code, { message: `Still here: ${code}` }));
    expect(await ended(onX, paul, code)).toMatchObject({ status: 'failed', error: SOCIAL_AUTH_REQUIRED, url: null });
    expect(await authStatus(onX, paul)).toMatchObject({ status: 'unauthorized', authorize_url: expect.stringContaining(x.authorizeUrl) });

    await authorise(paul);
    await posted(onX, paul, postBody(paul, code, { message: `Back again: ${code}` }));
    expect(await ended(onX, paul, code)).toMatchObject({ status: 'completed' });
  });
});
