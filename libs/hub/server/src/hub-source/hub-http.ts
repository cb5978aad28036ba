import { HUB_NAME } from '@bagel/hub-contract';
import { HubRateLimitedError, HubUnavailableError } from './hub-source';

/** The hub does not have what was asked for; `code` is its `X-Error-Code` (RepoNotFound, RevisionNotFound, EntryNotFound). */
export class HubNotFoundError extends Error {
  override readonly name = 'HubNotFoundError';
  constructor(
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** The hub holds a gated repository but refuses its files to this caller (`X-Error-Code: GatedRepo` on a 401 or 403). */
export class HubGatedAnswer extends Error {
  override readonly name = 'HubGatedAnswer';
}

/** When to ask again without a Retry-After, and the most a Retry-After is believed (a hub asking for hours is down). */
const DEFAULT_RETRY_SECONDS = 10;
const MAX_RETRY_SECONDS = 600;

/** Retry-After in seconds: a number of seconds or an HTTP date; a default when absent or unreadable. */
function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const text = header?.trim() ?? '';
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  return Number.isNaN(seconds) ? DEFAULT_RETRY_SECONDS : Math.min(MAX_RETRY_SECONDS, Math.max(1, seconds));
}

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/**
 * The fetch every call to the hub goes through, the library's included. It sends the token, and turns every answer but
 * a success into an error, so no caller reads statuses: HubGatedAnswer for a gated repository's files it may not read
 * (checked first, as `hf_raise_for_status` does: the hub may answer it with 401), HubNotFoundError for what the hub
 * does not have (a 404, or the 401 the hub answers anonymous requests for a repository it has not got),
 * HubRateLimitedError for a 429, HubUnavailableError for the rest (its own failures, a refused token, an unreachable
 * host).
 *
 * Redirects are followed: the hub sends a Git LFS file's `resolve` to a CDN on another origin at an address signed in
 * its query, and fetch drops the Authorization header on a redirect to another origin (the Fetch standard's
 * HTTP-redirect fetch, step 13, as undici does), as huggingface_hub removes it for a CDN; the CDN would refuse both.
 */
export function hubFetch(accessToken: string | undefined, fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    let response: Response;
    try {
      response = await fetchImpl(input, { ...init, headers });
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      throw new HubUnavailableError(`${HUB_NAME} could not be reached at ${url.origin}: ${reasonOf(error)}`, { cause: error });
    }
    if (response.ok) return response;
    await response.body?.cancel();
    const code = response.headers.get('x-error-code');
    const said = response.headers.get('x-error-message');
    if ((response.status === 401 || response.status === 403) && code === 'GatedRepo') {
      throw new HubGatedAnswer(`${HUB_NAME} refused ${url.pathname}${said ? `: ${said}` : ''}`);
    }
    if (response.status === 404 || (response.status === 401 && code === 'RepoNotFound')) {
      throw new HubNotFoundError(code, `${HUB_NAME} has no ${url.pathname}${said ? ` (${said})` : ''}`);
    }
    const answered = `${HUB_NAME} answered ${response.status} to ${url.pathname}${said ? `: ${said}` : ''}`;
    if (response.status === 429) throw new HubRateLimitedError(answered, retryAfterSeconds(response.headers.get('retry-after')));
    throw new HubUnavailableError(answered);
  };
}
