/** What the job hands a network to post. */
export interface SocialPostInput {
  /** The platform's id of the post (the local outbox answers with it). */
  postId: string;
  text: string;
  /** The numeric id of a post this one answers. */
  replyTo: string | null;
  /** The numeric id of a post this one quotes. */
  quoteTweetId: string | null;
}

/** Whom a post goes out as: the user's access token and handle on a network that needs them; null for the local outbox. */
export interface SocialAuthor {
  accessToken: string;
  username: string;
  /** What the token may do, as the network granted it (space-separated scopes). */
  scope: string;
}

export interface PublishedPost {
  /** The network's id of the post. */
  id: string;
  /** Where people read it; null when it is not on a public network (the local outbox). */
  url: string | null;
}

/** Tokens an authorisation (or a refresh) gave. */
export interface SocialTokens {
  accessToken: string;
  /** Only with the `offline.access` scope. */
  refreshToken: string | null;
  /** When the access token stops working; null when the network did not say. */
  expiresAt: Date | null;
  scope: string;
}

export interface SocialIdentity {
  id: string;
  username: string;
}

/**
 * OAuth 2.0 Authorization Code with PKCE (S256): a user authorises the platform at the network, which sends them back
 * with a code the platform exchanges for their tokens.
 */
export interface SocialOAuth {
  authorizeUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<SocialTokens>;
  refresh(refreshToken: string): Promise<SocialTokens>;
  whoAmI(accessToken: string): Promise<SocialIdentity>;
}

/**
 * Where invitations are posted: the local outbox by default (posts are recorded and complete; nobody needs to authorise),
 * X when configured. Both are driven by the same job and the same post states.
 */
export interface SocialNetwork {
  /** Shown beside each post: 'Local outbox', or the network's name. */
  readonly label: string;
  /** How users authorise posting as them; null when nobody needs to. */
  readonly oauth: SocialOAuth | null;
  /** Rejects with {@link SocialNetworkError}; an aborted signal stops the call at once. */
  post(author: SocialAuthor | null, post: SocialPostInput, signal: AbortSignal): Promise<PublishedPost>;
}

/**
 * Why a call to the network failed, as the platform acts on it: `authorization` (the user's token is refused: forget it,
 * ask them to authorise again), `refused` (the network will refuse the same request again, e.g. a duplicate post),
 * `platform` (the network refuses the platform's own app: no user can fix it, an operator must), or `unavailable`
 * (rate limits, outages: another attempt later may work).
 */
export type SocialFailure = 'authorization' | 'refused' | 'platform' | 'unavailable';

export interface SocialNetworkErrorDetails extends ErrorOptions {
  /** When the network said the request can pass again (X's rate-limit reset headers). */
  retryAt?: Date;
  /** Which of the network's limits is reached, shown to the user while the post waits for its reset. */
  limit?: string;
  /** What the network told the platform (a `platform` failure): for the operator's log, never shown to users. */
  forOperator?: string;
}

export class SocialNetworkError extends Error {
  override readonly name = 'SocialNetworkError';
  readonly retryAt: Date | undefined;
  readonly limit: string | undefined;
  readonly forOperator: string | undefined;
  constructor(
    message: string,
    readonly failure: SocialFailure,
    { retryAt, limit, forOperator, ...options }: SocialNetworkErrorDetails = {},
  ) {
    super(message, options);
    this.retryAt = retryAt;
    this.limit = limit;
    this.forOperator = forOperator;
  }
}
