import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as readText } from 'node:stream/consumers';

export interface FakeXAccount {
  id: string;
  username: string;
  name: string;
}

export interface FakeXOptions {
  /** The app's OAuth 2.0 client id: authorize and token calls must name it. */
  clientId: string;
  /** A confidential client's secret: token calls must then authenticate with HTTP Basic. */
  clientSecret?: string;
  /** The X account whose owner approves every authorisation. */
  account?: FakeXAccount;
  /** How long an access token works (X's are 2 hours). */
  accessTokenSeconds?: number;
  /** Posts a user may make through the app in 24 hours, and the app for all its users (X's per-user and per-app caps). */
  dailyPostCaps?: { user: number; app: number };
}

export interface FakeXRequest {
  method: string;
  path: string;
  /** The query of a GET, the form or JSON fields of a POST. */
  fields: Record<string, unknown>;
  authorization: string | undefined;
  contentType: string | undefined;
}

export interface FakeXTweet {
  id: string;
  text: string;
  authorId: string;
  inReplyTo: string | null;
  quoteTweetId: string | null;
}

export interface FakeX {
  /** `http://127.0.0.1:<port>`, as `https://api.x.com`: for `X_API_URL`. */
  apiUrl: string;
  /** The authorize page, as `https://x.com/i/oauth2/authorize`: for `X_AUTHORIZE_URL`. */
  authorizeUrl: string;
  account: FakeXAccount;
  /** Every request so far, in order. */
  requests: FakeXRequest[];
  /** Every post made, in order. */
  tweets: FakeXTweet[];
  /** From now on the user at X refuses (or, with false, approves) the authorisations asked for. */
  setDenying(denying: boolean): void;
  /** The user revokes the app: every access and refresh token given so far stops working. */
  revokeTokens(): void;
  /** Every access token given so far expires, as after X's 2 hours; refresh tokens still work. */
  expireAccessTokens(): void;
  /** Every refresh token given so far expires too: refreshing then answers 400 `invalid_request`, as for a spent one. */
  expireRefreshTokens(): void;
  /**
   * The account's (`user`) or the app's (`app`) 24-hour post cap is used up until `resetAt` (Unix seconds): posts answer
   * 429 with `x-user-limit-24hour-remaining` (or `x-app-…`) 0 and that reset, while the 15-minute window still has room.
   */
  useUpDailyPosts(scope: 'user' | 'app', resetAt: number): void;
  /**
   * From now on posts are refused with this 403 problem (null: accepted again): `client-forbidden` as X refuses an app
   * that is not attached to a project or not enrolled, or a plain `about:blank` 403 with `detail`, as X refuses an
   * account it restricts or a reply the conversation does not allow.
   */
  forbidPosts(refusal: FakeXRefusal | null): void;
  /** The next `posts` posting calls answer 429, saying the window reopens at `resetAt` (Unix seconds, x-rate-limit-reset). */
  limitPosts(posts: number, resetAt: number): void;
  close(): Promise<void>;
}

export type FakeXRefusal =
  { type: 'client-forbidden'; reason: 'client-not-enrolled' | 'official-client-forbidden' } | { type: 'about:blank'; detail: string };

/** One of X's 24-hour post caps: how many are left in its window and when the window restarts (Unix seconds). */
interface DailyCap {
  limit: number;
  used: number;
  resetAt: number;
}

interface IssuedCode {
  redirectUri: string;
  challenge: string;
  method: string;
  scope: string;
  used: boolean;
  expiresAt: number;
}

interface IssuedToken {
  scope: string;
  expiresAt: number;
  revoked: boolean;
}

/** X's problem types are URIs under this (api.twitter.com in the bodies X sends today). */
const PROBLEMS = 'https://api.twitter.com/2/problems';
const DAY_SECONDS = 24 * 60 * 60;

const DEFAULT_ACCOUNT: FakeXAccount = { id: '1594791736251285504', username: 'bagel_fan', name: 'Bagel Fan' };
const SCOPES = new Set([
  'tweet.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.read',
  'follows.read',
  'follows.write',
  'offline.access',
]);
/** X's post limit, counted here as characters (X weighs URLs and some scripts differently). */
const MAX_TWEET_CHARS = 280;

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** API v2's problem documents. */
const sendProblem = (response: ServerResponse, status: number, title: string, detail: string, headers: Record<string, string> = {}) =>
  sendJson(response, status, { title, type: 'about:blank', status, detail }, headers);

/** The OAuth endpoints' errors. */
const sendOAuthError = (response: ServerResponse, status: number, error: string, description: string) =>
  sendJson(response, status, { error, error_description: description });

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const token = () => randomBytes(32).toString('base64url');

/**
 * X's OAuth 2.0 and API v2 endpoints the platform uses, on a random local port, as X documents them:
 * - `GET /i/oauth2/authorize` (the page a user approves on; here approved at once as {@link FakeXOptions.account}, or
 *   refused with `error=access_denied`) redirects to `redirect_uri` with `code` and `state`; it checks the client id,
 *   the scopes and that an S256 `code_challenge` is given;
 * - `POST /2/oauth2/token` (form-encoded): `authorization_code` checks the code (once, 30 s), `redirect_uri` and that
 *   `code_verifier` hashes to the challenge; `refresh_token` rotates the refresh token; a confidential client must send
 *   HTTP Basic; answers `{token_type, expires_in, access_token, scope, refresh_token}`, errors `{error, error_description}`;
 * - `GET /2/users/me` answers `{data: {id, name, username}}`;
 * - `POST /2/tweets` (`{text, reply: {in_reply_to_tweet_id}, quote_tweet_id}`) answers 201 `{data: {id, text}}`; 401 for a
 *   bad token, 403 for a duplicate of the account's earlier post (or a `client-forbidden` problem for an app X refuses),
 *   429 with the `x-rate-limit-*` headers; every answer carries the 24-hour caps, `x-user-limit-24hour-*` and
 *   `x-app-limit-24hour-*` (limit, remaining, reset), and a 429 when one is used up.
 */
export async function startFakeX(options: FakeXOptions): Promise<FakeX> {
  const account = options.account ?? DEFAULT_ACCOUNT;
  const accessTokenSeconds = options.accessTokenSeconds ?? 7200;
  const requests: FakeXRequest[] = [];
  const tweets: FakeXTweet[] = [];
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, IssuedToken>();
  let denying = false;
  const rateLimit = { posts: 0, resetAt: 0 };
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const caps = options.dailyPostCaps ?? { user: 100, app: 1667 };
  const daily: Record<'user' | 'app', DailyCap> = {
    user: { limit: caps.user, used: 0, resetAt: nowSeconds() + DAY_SECONDS },
    app: { limit: caps.app, used: 0, resetAt: nowSeconds() + DAY_SECONDS },
  };
  let refusal: FakeXRefusal | null = null;
  let nextTweetId = 1_800_000_000_000_000_000n;

  function authorize(query: URLSearchParams, response: ServerResponse) {
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean);
    const wrong =
      query.get('response_type') !== 'code'
        ? 'response_type must be code'
        : query.get('client_id') !== options.clientId
          ? 'unknown client_id'
          : !URL.canParse(redirectUri)
            ? 'redirect_uri must be a URL'
            : !state
              ? 'state is required'
              : scopes.length === 0 || scopes.some((scope) => !SCOPES.has(scope))
                ? 'scope must name known scopes'
                : !query.get('code_challenge')
                  ? 'code_challenge is required'
                  : !['S256', 'plain'].includes(query.get('code_challenge_method') ?? '')
                    ? 'code_challenge_method must be S256 or plain'
                    : undefined;
    if (wrong) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      return response.end(`Something went wrong: ${wrong}`);
    }
    const back = new URL(redirectUri);
    if (denying) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', state);
    } else {
      const code = token();
      codes.set(code, {
        redirectUri,
        challenge: query.get('code_challenge') ?? '',
        method: query.get('code_challenge_method') ?? '',
        scope: scopes.join(' '),
        used: false,
        expiresAt: Date.now() + 30_000,
      });
      back.searchParams.set('state', state);
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  function issueTokens(scope: string, response: ServerResponse) {
    const access = token();
    accessTokens.set(access, { scope, expiresAt: Date.now() + accessTokenSeconds * 1000, revoked: false });
    const answer: Record<string, unknown> = { token_type: 'bearer', expires_in: accessTokenSeconds, access_token: access, scope };
    if (scope.split(' ').includes('offline.access')) {
      const refresh = token();
      refreshTokens.set(refresh, { scope, expiresAt: Number.POSITIVE_INFINITY, revoked: false });
      answer['refresh_token'] = refresh;
    }
    sendJson(response, 200, answer);
  }

  function tokenCall(request: IncomingMessage, form: URLSearchParams, response: ServerResponse) {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return sendOAuthError(response, 400, 'invalid_request', 'Missing required parameter [grant_type].');
    }
    if (options.clientSecret !== undefined) {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return sendOAuthError(response, 401, 'unauthorized_client', 'Missing valid authorization header');
      }
    } else if (form.get('client_id') !== options.clientId) {
      return sendOAuthError(response, 400, 'invalid_request', 'Missing required parameter [client_id].');
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const proven = issued && (issued.method === 'S256' ? s256(verifier) === issued.challenge : verifier === issued.challenge);
      if (!issued || issued.used || issued.expiresAt < Date.now() || issued.redirectUri !== form.get('redirect_uri') || !proven) {
        return sendOAuthError(response, 400, 'invalid_request', 'Value passed for the authorization code was invalid.');
      }
      issued.used = true;
      return issueTokens(issued.scope, response);
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      const issued = refreshTokens.get(refresh);
      if (!issued || issued.revoked || issued.expiresAt <= Date.now()) {
        return sendOAuthError(response, 400, 'invalid_request', 'Value passed for the token was invalid.');
      }
      // X rotates refresh tokens: the one used is spent.
      issued.revoked = true;
      return issueTokens(issued.scope, response);
    }
    return sendOAuthError(response, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  /** The token a Bearer header carries, if it still works. */
  function bearer(request: IncomingMessage): IssuedToken | undefined {
    const [scheme, value] = (request.headers.authorization ?? '').split(' ');
    const issued = scheme === 'Bearer' && value ? accessTokens.get(value) : undefined;
    return issued && !issued.revoked && issued.expiresAt > Date.now() ? issued : undefined;
  }

  /** The 24-hour caps as X states them on every posting answer; a window past its reset starts again. */
  function dailyHeaders(): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const scope of ['user', 'app'] as const) {
      const cap = daily[scope];
      if (cap.resetAt <= nowSeconds()) Object.assign(cap, { used: 0, resetAt: nowSeconds() + DAY_SECONDS });
      headers[`x-${scope}-limit-24hour-limit`] = String(cap.limit);
      headers[`x-${scope}-limit-24hour-remaining`] = String(Math.max(0, cap.limit - cap.used));
      headers[`x-${scope}-limit-24hour-reset`] = String(cap.resetAt);
    }
    return headers;
  }

  function postTweet(issued: IssuedToken, body: Record<string, unknown>, response: ServerResponse) {
    const dailyLimits = dailyHeaders();
    const windowOpen = rateLimit.posts === 0;
    if (!windowOpen || daily.user.used >= daily.user.limit || daily.app.used >= daily.app.limit) {
      if (!windowOpen) rateLimit.posts--;
      return sendProblem(response, 429, 'Too Many Requests', 'Too Many Requests', {
        'x-rate-limit-limit': '100',
        'x-rate-limit-remaining': windowOpen ? '99' : '0',
        'x-rate-limit-reset': String(windowOpen ? nowSeconds() + 15 * 60 : rateLimit.resetAt),
        ...dailyLimits,
      });
    }
    if (refusal?.type === 'client-forbidden') {
      return sendJson(response, 403, {
        client_id: options.clientId,
        detail:
          'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project. You can create a project via the developer portal.',
        registration_url: 'https://developer.twitter.com/en/docs/projects/overview',
        title: 'Client Forbidden',
        required_enrollment: 'Appropriate Level of API Access',
        reason: refusal.reason,
        type: `${PROBLEMS}/client-forbidden`,
      });
    }
    if (refusal?.type === 'about:blank') return sendProblem(response, 403, 'Forbidden', refusal.detail);
    if (!issued.scope.split(' ').includes('tweet.write')) {
      return sendProblem(response, 403, 'Forbidden', 'You are not permitted to perform this action.');
    }
    const text = body['text'];
    const reply = body['reply'] as { in_reply_to_tweet_id?: unknown } | undefined;
    const quote = body['quote_tweet_id'];
    const numericId = (value: unknown) => value === undefined || (typeof value === 'string' && /^\d{1,19}$/.test(value));
    const invalid =
      typeof text !== 'string' || text.trim() === ''
        ? 'text must be given'
        : [...text].length > MAX_TWEET_CHARS
          ? `text must be at most ${MAX_TWEET_CHARS} characters`
          : !numericId(reply?.in_reply_to_tweet_id) || !numericId(quote)
            ? 'ids must be numeric'
            : undefined;
    if (invalid || typeof text !== 'string') {
      return sendJson(response, 400, {
        errors: [{ parameters: {}, message: invalid }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.twitter.com/2/problems/invalid-request',
      });
    }
    if (tweets.some((tweet) => tweet.authorId === account.id && tweet.text === text)) {
      return sendProblem(response, 403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    }
    const id = String(nextTweetId++);
    tweets.push({
      id,
      text,
      authorId: account.id,
      inReplyTo: typeof reply?.in_reply_to_tweet_id === 'string' ? reply.in_reply_to_tweet_id : null,
      quoteTweetId: typeof quote === 'string' ? quote : null,
    });
    daily.user.used++;
    daily.app.used++;
    sendJson(response, 201, { data: { id, text, edit_history_tweet_ids: [id] } }, dailyHeaders());
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readText(request);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake');
    const contentType = request.headers['content-type'];
    let fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
    if (method === 'POST' && contentType?.startsWith('application/json')) {
      try {
        fields = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
      } catch {
        return sendProblem(response, 400, 'Invalid Request', 'The body is not JSON');
      }
    } else if (method === 'POST') {
      fields = Object.fromEntries(new URLSearchParams(raw));
    }
    requests.push({ method, path: url.pathname, fields, authorization: request.headers.authorization, contentType });

    if (method === 'GET' && url.pathname === '/i/oauth2/authorize') return authorize(url.searchParams, response);
    if (method === 'POST' && url.pathname === '/2/oauth2/token') return tokenCall(request, new URLSearchParams(raw), response);
    if (url.pathname === '/2/users/me' || url.pathname === '/2/tweets') {
      const issued = bearer(request);
      if (!issued) return sendProblem(response, 401, 'Unauthorized', 'Unauthorized');
      if (method === 'GET' && url.pathname === '/2/users/me') return sendJson(response, 200, { data: account });
      if (method === 'POST' && url.pathname === '/2/tweets') return postTweet(issued, fields, response);
    }
    return sendProblem(response, 404, 'Not Found Error', `${method} ${url.pathname} is not an endpoint here`);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendProblem(response, 500, 'Internal Error', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: origin,
    authorizeUrl: `${origin}/i/oauth2/authorize`,
    account,
    requests,
    tweets,
    setDenying: (value) => void (denying = value),
    revokeTokens() {
      for (const issued of [...accessTokens.values(), ...refreshTokens.values()]) issued.revoked = true;
    },
    expireAccessTokens() {
      for (const issued of accessTokens.values()) issued.expiresAt = 0;
    },
    expireRefreshTokens() {
      for (const issued of refreshTokens.values()) issued.expiresAt = 0;
    },
    limitPosts(posts, resetAt) {
      Object.assign(rateLimit, { posts, resetAt });
    },
    useUpDailyPosts(scope, resetAt) {
      Object.assign(daily[scope], { used: daily[scope].limit, resetAt });
    },
    forbidPosts: (value) => void (refusal = value),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
