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
      { accessToken: tokens.accessToken, username: me.username },
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
  });

  it('sorts refusals of a post: 401 and 403 for the token ask to authorise, a duplicate is final, 429 waits for the reset', async () => {
    const { oauth, post } = network();
    const verifier = newCodeVerifier();
    const { accessToken } = await oauth.exchangeCode({
      code: await codeFrom(oauth, verifier),
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
    });
    const author = { accessToken, username: x.account.username };
    const postText = (text: string) => post(author, { postId: 'p', text, replyTo: null, quoteTweetId: null }, signal());

    await postText('Only once');
    expect(await failureOf(postText('Only once'))).toMatchObject({
      failure: 'refused',
      message: 'X refused the post: You are not allowed to create a Tweet with duplicate content.',
    });

    x.limitPosts(1, Math.floor(Date.now() / 1000) + 90);
    const limited = await failureOf(postText('Later'));
    expect(limited.failure).toBe('unavailable');
    expect(limited.message).toMatch(/^X is limiting posts; try again in \d+ s$/);
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(90);
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
      post({ accessToken: 't', username: 'u' }, { postId: 'p', text: 'Hi', replyTo: null, quoteTweetId: null }, signal()),
    );
    expect(failure.failure).toBe('unavailable');
    expect(failure.message).toMatch(/^X could not be reached at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/);
  });
});
