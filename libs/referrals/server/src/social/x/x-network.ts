import { SocialNetworkError, type SocialNetwork, type SocialOAuth, type SocialTokens } from '../social-network';
import { callX, problemOf, saidBy, transientFailure, type XAnswer } from './x-http';

export const X = 'X';
export const X_API_URL = 'https://api.x.com';
export const X_AUTHORIZE_URL = 'https://x.com/i/oauth2/authorize';
/** Posting needs tweet.write; X asks tweet.read and users.read with it; offline.access brings a refresh token. */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'] as const;

export interface XNetworkOptions {
  /** The app's OAuth 2.0 client id (X's developer portal, "Keys and tokens"). */
  clientId: string;
  /** Only for a confidential client: its token calls then authenticate with HTTP Basic. */
  clientSecret?: string;
  /** Default {@link X_API_URL}. */
  apiUrl?: string;
  /** Default {@link X_AUTHORIZE_URL}. */
  authorizeUrl?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
}

/** X answers a duplicate post with a 403 that no new authorisation cures. */
const isDuplicate = (body: unknown) => /duplicate/i.test(saidBy(body) ?? '');

/**
 * What a 403 on a post means. `client-forbidden` refuses the platform's app itself (not attached to a project, not
 * enrolled for the endpoint): no user can cure it. `unsupported-authentication` wants a user's token, and a token
 * without `tweet.write` may not post: authorising again cures both. Any other refusal of a token that may post is X
 * refusing this post or this account (a restriction, a reply the conversation does not allow): authorising again would
 * be refused the same way, so asking for it would loop.
 */
function forbidden(body: unknown, scope: string): SocialNetworkError {
  const said = saidBy(body) ?? 'HTTP 403';
  if (isDuplicate(body)) return new SocialNetworkError(`X refused the post: ${said}`, 'refused');
  const { kind, reason } = problemOf(body);
  if (kind === 'client-forbidden') {
    return new SocialNetworkError(
      `Posting on X is unavailable for now: X refuses Bagel's app (${reason ?? kind}); the platform's operators must fix it`,
      'platform',
      { forOperator: JSON.stringify(body) },
    );
  }
  if (kind === 'unsupported-authentication' || !scope.split(' ').includes('tweet.write')) {
    return new SocialNetworkError(`X refused the access token: ${said}`, 'authorization');
  }
  return new SocialNetworkError(`X refused the post: ${said}`, 'refused');
}

/**
 * X API v2 with OAuth 2.0 Authorization Code + PKCE (S256): users authorise at X's authorize page, the code is exchanged
 * at `/2/oauth2/token` (refresh tokens too), `/2/users/me` names the account, and `POST /2/tweets` posts as the user.
 */
export function createXNetwork(options: XNetworkOptions): SocialNetwork {
  const fetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const apiUrl = (options.apiUrl ?? X_API_URL).replace(/\/+$/, '');
  const authorizeUrl = options.authorizeUrl ?? X_AUTHORIZE_URL;

  /** A public client names itself in the body; a confidential one also proves it with HTTP Basic. */
  function tokenCall(fields: Record<string, string>): Promise<XAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (options.clientSecret) {
      const basic = Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`);
      headers['authorization'] = `Basic ${basic.toString('base64')}`;
    }
    const body = new URLSearchParams({ ...fields, client_id: options.clientId }).toString();
    return callX(fetch, `${apiUrl}/2/oauth2/token`, { method: 'POST', headers, body });
  }

  function tokensOf(answer: XAnswer): SocialTokens {
    const { access_token, refresh_token, expires_in, scope } = (answer.body ?? {}) as TokenAnswer;
    if (typeof access_token !== 'string' || access_token === '') {
      throw new SocialNetworkError('X answered the token call without an access token', 'unavailable');
    }
    return {
      accessToken: access_token,
      refreshToken: typeof refresh_token === 'string' && refresh_token !== '' ? refresh_token : null,
      expiresAt: typeof expires_in === 'number' && expires_in > 0 ? new Date(now() + expires_in * 1000) : null,
      scope: typeof scope === 'string' ? scope : '',
    };
  }

  const oauth: SocialOAuth = {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: X_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const answer = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
      if (answer.status === 200) return tokensOf(answer);
      throw (
        transientFailure(answer, 'authorisations', now()) ??
        new SocialNetworkError(`X refused the authorisation: ${saidBy(answer.body) ?? `HTTP ${answer.status}`}`, 'refused')
      );
    },

    async refresh(refreshToken) {
      const answer = await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
      if (answer.status === 200) return tokensOf(answer);
      // A refresh token X no longer takes (revoked, used, expired) needs the user to authorise again.
      throw (
        transientFailure(answer, 'token refreshes', now()) ??
        new SocialNetworkError(`X refused the refresh token: ${saidBy(answer.body) ?? `HTTP ${answer.status}`}`, 'authorization')
      );
    },

    async whoAmI(accessToken) {
      const answer = await callX(fetch, `${apiUrl}/2/users/me`, { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } });
      const data = (answer.body as { data?: { id?: unknown; username?: unknown } } | undefined)?.data;
      if (answer.status === 200 && typeof data?.id === 'string' && typeof data.username === 'string') {
        return { id: data.id, username: data.username };
      }
      if (answer.status === 401 || answer.status === 403) throw new SocialNetworkError('X refused the access token', 'authorization');
      throw (
        transientFailure(answer, 'account lookups', now()) ??
        new SocialNetworkError(`X did not name the account: ${saidBy(answer.body) ?? `HTTP ${answer.status}`}`, 'unavailable')
      );
    },
  };

  return {
    label: X,
    oauth,
    async post(author, post, signal) {
      if (!author) throw new SocialNetworkError('Posting on X needs an authorised account', 'authorization');
      const body = {
        text: post.text,
        ...(post.replyTo ? { reply: { in_reply_to_tweet_id: post.replyTo } } : {}),
        ...(post.quoteTweetId ? { quote_tweet_id: post.quoteTweetId } : {}),
      };
      const answer = await callX(fetch, `${apiUrl}/2/tweets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${author.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      const id = (answer.body as { data?: { id?: unknown } } | undefined)?.data?.id;
      if ((answer.status === 201 || answer.status === 200) && typeof id === 'string') {
        return { id, url: `https://x.com/${encodeURIComponent(author.username)}/status/${id}` };
      }
      if (answer.status === 401) throw new SocialNetworkError('X refused the access token', 'authorization');
      if (answer.status === 403) throw forbidden(answer.body, author.scope);
      throw (
        transientFailure(answer, 'posts', now()) ??
        new SocialNetworkError(`X refused the post: ${saidBy(answer.body) ?? `HTTP ${answer.status}`}`, 'refused')
      );
    },
  };
}
