import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../testing/fake-x';
import { codeChallengeOf, newCodeVerifier, newState } from '../pkce';
import { SocialNetworkError, type SocialOAuth } from '../social-network';
import { createXNetwork } from './x-network';

const CLIENT_ID = 'x-client-id';
const REDIRECT_URI = 'https://api.bagel.test/api/v1/referral/x/auth/callback';
const signal = () => new AbortController().signal;

let x: FakeX;
beforeAll(async () => {
  x = await startFakeX({ clientId: CLIENT_ID });
});
afterAll(() => x.close());

/** The user's trip through X's authorize page, approved there: the code X sends back. */
async function codeFrom(oauth: SocialOAuth, verifier: string): Promise<string> {
  const state = newState();
  const atX = await fetch(oauth.authorizeUrl({ state, codeChallenge: codeChallengeOf(verifier), redirectUri: REDIRECT_URI }), {
    redirect: 'manual',
  });
  expect(atX.status).toBe(302);
  const back = new URL(atX.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe(state);
  return back.searchParams.get('code') ?? '';
}

/** X's users authorise the platform: its network always has OAuth. */
function oauthOf(network: { oauth: SocialOAuth | null }): SocialOAuth {
  if (!network.oauth) throw new Error('X has OAuth');
  return network.oauth;
}

async function failureOf(promise: Promise<unknown>): Promise<SocialNetworkError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SocialNetworkError);
  return error as SocialNetworkError;
}

describe('the X network', () => {
  const now = () => Date.now();
  const network = () => {
    const created = createXNetwork({ clientId: CLIENT_ID, apiUrl: x.apiUrl, authorizeUrl: x.authorizeUrl, now });
    return { ...created, oauth: oauthOf(created) };
  };

  it('exchanges a code with its PKCE verifier, names the account, and posts as it (201, the post URL)', async () => {
    const { oauth, post, label } = network();
    expect(label).toBe('X');
    const verifier = newCodeVerifier();
    const tokens = await oauth.exchangeCode({ code: await codeFrom(oauth, verifier), codeVerifier: verifier, redirectUri: REDIRECT_URI });
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(Date),
      scope: 'tweet.read tweet.write users.read offline.access',
    });
    expect(Math.abs((tokens.expiresAt?.getTime() ?? 0) - (Date.now() + 7200_000))).toBeLessThan(5_000);
    const me = await oauth.whoAmI(tokens.accessToken);
    expect(me).toEqual({ id: x.account.id, username: x.account.username });

    const published = await post(
      { accessToken: tokens.accessToken, username: me.username, scope: tokens.scope },
      { postId: 'p1', text: 'Join me on Bagel', replyTo: '123', quoteTweetId: null },
      signal(),
    );
    expect(published).toEqual({ id: x.tweets.at(-1)?.id, url: `https://x.com/${me.username}/status/${x.tweets.at(-1)?.id}` });
    expect(x.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/2/tweets',
      fields: { text: 'Join me on Bagel', reply: { in_reply_to_tweet_id: '123' } },
      authorization: `Bearer ${tokens.accessToken}`,
    });
  });

  it('is refused a code with the wrong verifier, or a code used twice', async () => {
    const { oauth } = network();
    const verifier = newCodeVerifier();
    const code = await codeFrom(oauth, verifier);
    const wrong = await failureOf(oauth.exchangeCode({ code, codeVerifier: newCodeVerifier(), redirectUri: REDIRECT_URI }));
    expect(wrong).toMatchObject({
      failure: 'refused',
      message: 'X refused the authorisation: Value passed for the authorization code was invalid.',
    });
    await oauth.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI });
    expect((await failureOf(oauth.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI }))).failure).toBe('refused');
  });

  it('rotates refresh tokens, and calls a spent or revoked one a matter of authorising again', async () => {
    const { oauth } = network();
    const verifier = newCodeVerifier();
    const first = await oauth.exchangeCode({ code: await codeFrom(oauth, verifier), codeVerifier: verifier, redirectUri: REDIRECT_URI });
    const second = await oauth.refresh(first.refreshToken ?? '');
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await oauth.whoAmI(second.accessToken)).toMatchObject({ username: x.account.username });
    expect((await failureOf(oauth.refresh(first.refreshToken ?? ''))).failure).toBe('authorization');
    x.expireRefreshTokens();
    expect(await failureOf(oauth.refresh(second.refreshToken ?? ''))).toMatchObject({
      failure: 'authorization',
      message: 'X refused the refresh token: Value passed for the token was invalid.',
    });
  });

  it('sorts refusals of a post: 401 and 403 for the token ask to authorise, a duplicate is final, 429 waits for the reset', async () => {
    const { oauth, post } = network();
    const verifier = newCodeVerifier();
    const { accessToken, scope } = await oauth.exchangeCode({
      code: await codeFrom(oauth, verifier),
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
    });
    const author = { accessToken, username: x.account.username, scope };
    const postText = (text: string) => post(author, { postId: 'p', text, replyTo: null, quoteTweetId: null }, signal());

    await postText('Only once');
    expect(await failureOf(postText('Only once'))).toMatchObject({
      failure: 'refused',
      message: 'X refused the post: You are not allowed to create a Tweet with duplicate content.',
    });

    const windowReset = Math.floor(Date.now() / 1000) + 90;
    x.limitPosts(1, windowReset);
    const limited = await failureOf(postText('Later'));
    expect(limited.failure).toBe('unavailable');
    expect(limited.message).toMatch(/^X is limiting posts; try again in \d+ s$/);
    expect(limited.retryAt).toEqual(new Date(windowReset * 1000));
    await postText('Later');

    expect(
      (
        await failureOf(
          post({ ...author, accessToken: 'not-a-token' }, { postId: 'p', text: 'Hi', replyTo: null, quoteTweetId: null }, signal()),
        )
      ).failure,
    ).toBe('authorization');
    expect((await failureOf(post(null, { postId: 'p', text: 'Hi', replyTo: null, quoteTweetId: null }, signal()))).failure).toBe(
      'authorization',
    );
    x.revokeTokens();
    expect((await failureOf(postText('After revoking'))).failure).toBe('authorization');
    expect((await failureOf(oauth.whoAmI(accessToken))).failure).toBe('authorization');
  });

  /** An authorised author on a fresh fake X (its caps and refusals are the test's own). */
  async function authorOn(fake: FakeX) {
    const created = createXNetwork({ clientId: CLIENT_ID, apiUrl: fake.apiUrl, authorizeUrl: fake.authorizeUrl, now });
    const oauth = oauthOf(created);
    const verifier = newCodeVerifier();
    const tokens = await oauth.exchangeCode({ code: await codeFrom(oauth, verifier), codeVerifier: verifier, redirectUri: REDIRECT_URI });
    const author = { accessToken: tokens.accessToken, username: fake.account.username, scope: tokens.scope };
    return (text: string) => created.post(author, { postId: 'p', text, replyTo: null, quoteTweetId: null }, signal());
  }

  it("waits for a used-up 24-hour cap's own reset, not the 15-minute window's, naming whose cap it is", async () => {
    const capped = await startFakeX({ clientId: CLIENT_ID, dailyPostCaps: { user: 2, app: 5 } });
    try {
      const postText = await authorOn(capped);
      await postText('One');
      await postText('Two');
      const user = await failureOf(postText('Three'));
      expect(user).toMatchObject({
        failure: 'unavailable',
        limit: "X's daily limit of 2 posts from your account through Bagel is reached",
      });
      // The account's window started with the fake: a day from then, not the 15 minutes of x-rate-limit-reset.
      expect(user.retryAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

      const inTwoHours = Math.floor(Date.now() / 1000) + 2 * 3600;
      capped.useUpDailyPosts('app', inTwoHours);
      // Both caps are used up: the later reset (the account's) is the first moment a post can pass.
      const both = await failureOf(postText('Four'));
      expect(both.limit).toBe(user.limit);
      expect(both.retryAt).toEqual(user.retryAt);
      capped.useUpDailyPosts('user', Math.floor(Date.now() / 1000) - 1);
      const appOnly = await failureOf(postText('Four'));
      expect(appOnly.retryAt).toEqual(new Date(inTwoHours * 1000));
      expect(appOnly.message).toMatch(/^X's daily limit of 5 posts through Bagel is reached; try again in \d+ s$/);
    } finally {
      await capped.close();
    }
  });

  it('asks for authorising only when authorising can help: an app X refuses, or a restriction on the account, fail the post', async () => {
    const forbidding = await startFakeX({ clientId: CLIENT_ID });
    try {
      const postText = await authorOn(forbidding);
      forbidding.forbidPosts({ type: 'client-forbidden', reason: 'client-not-enrolled' });
      expect(await failureOf(postText('Hello'))).toMatchObject({
        failure: 'platform',
        message: "Posting on X is unavailable for now: X refuses Bagel's app (client-not-enrolled); the platform's operators must fix it",
        forOperator: expect.stringContaining('attached to a Project'),
      });
      forbidding.forbidPosts({ type: 'about:blank', detail: 'You are not permitted to perform this action.' });
      // The token may post (tweet.write was granted): a new authorisation would be refused the same way.
      expect(await failureOf(postText('Hello'))).toMatchObject({
        failure: 'refused',
        message: 'X refused the post: You are not permitted to perform this action.',
      });
      forbidding.forbidPosts(null);
      await postText('Hello');
    } finally {
      await forbidding.close();
    }
  });

  it('authenticates a confidential client with HTTP Basic on the token calls', async () => {
    const confidential = await startFakeX({ clientId: CLIENT_ID, clientSecret: 'client-secret' });
    try {
      const oauth = oauthOf(
        createXNetwork({
          clientId: CLIENT_ID,
          clientSecret: 'client-secret',
          apiUrl: confidential.apiUrl,
          authorizeUrl: confidential.authorizeUrl,
        }),
      );
      const verifier = newCodeVerifier();
      await oauth.exchangeCode({ code: await codeFrom(oauth, verifier), codeVerifier: verifier, redirectUri: REDIRECT_URI });
      expect(confidential.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:client-secret`).toString('base64')}`);

      const withoutSecret = oauthOf(
        createXNetwork({ clientId: CLIENT_ID, apiUrl: confidential.apiUrl, authorizeUrl: confidential.authorizeUrl }),
      );
      const again = newCodeVerifier();
      const refused = await failureOf(
        withoutSecret.exchangeCode({ code: await codeFrom(withoutSecret, again), codeVerifier: again, redirectUri: REDIRECT_URI }),
      );
      expect(refused.message).toBe('X refused the authorisation: Missing valid authorization header');
    } finally {
      await confidential.close();
    }
  });

  it('calls an X that cannot be reached a passing failure', async () => {
    const gone = await startFakeX({ clientId: CLIENT_ID });
    await gone.close();
    const { post } = createXNetwork({ clientId: CLIENT_ID, apiUrl: gone.apiUrl });
    const failure = await failureOf(
      post({ accessToken: 't', username: 'u', scope: '' }, { postId: 'p', text: 'Hi', replyTo: null, quoteTweetId: null }, signal()),
    );
    expect(failure.failure).toBe('unavailable');
    expect(failure.message).toMatch(/^X could not be reached at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/);
  });
});
