import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteResponse } from '@bagel/contract';
import { queryRows } from '@bagel/db/testing';
import {
  completeSocialAuth,
  getSocialAuthStatus,
  getSocialPostStatus,
  postReferralToSocial,
  SOCIAL_AUTH_REQUIRED,
  type SocialAuthStatus,
  type SocialPost,
} from '@bagel/referrals-contract';
import type { TestApp, TestUser } from '@bagel/server-kit/testing';
import { createXNetwork } from './social/x/x-network';
import { codeOf, startFakeX, startReferralsTestApp, TEST_PUBLIC_API_URL, TEST_WEB_ORIGIN, type FakeX } from './testing';

let api: TestApp;
beforeAll(async () => {
  api = await startReferralsTestApp();
});
afterAll(() => api.close());

const postBody = (user: TestUser, code: string, fields: Record<string, unknown> = {}) => ({
  message: `Join me on Bagel: https://bagel.test/?ref=${code}`,
  referral_code: code,
  user_id: user.id,
  ...fields,
});

const post = (on: TestApp, user: TestUser, body: object, key: string = randomUUID()) =>
  on.call({ method: 'POST', url: postReferralToSocial.path, payload: body, headers: { 'idempotency-key': key } }, user.apiKey);

async function posted(on: TestApp, user: TestUser, body: object, key?: string): Promise<SocialPost> {
  const reply = await post(on, user, body, key);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<SocialPost>();
}

async function postStatus(on: TestApp, user: TestUser, code: string) {
  const reply = await on.call({ url: `${getSocialPostStatus.path}?referral_code=${code}` }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof getSocialPostStatus>>();
}

/** Asks every 100 ms until the user's latest post of the code has ended; the post job runs in the background. */
async function ended(on: TestApp, user: TestUser, code: string): Promise<SocialPost> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { post: latest } = await postStatus(on, user, code);
    if (latest && latest.status !== 'pending') return latest;
    if (Date.now() > deadline) throw new Error(`Still pending: ${JSON.stringify(latest)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function authStatus(on: TestApp, user: TestUser): Promise<SocialAuthStatus> {
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
  let onX: TestApp;
  const clientId = 'bagel-client-id';

  beforeAll(async () => {
    x = await startFakeX({ clientId });
    onX = await startReferralsTestApp(createXNetwork({ clientId, apiUrl: x.apiUrl, authorizeUrl: x.authorizeUrl }));
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
