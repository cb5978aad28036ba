import { HUB_NAME } from '@bagel/contract';
import { HubUnavailableError } from './hub-source';

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

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/**
 * The fetch every call to the hub goes through, the library's included. It sends the token, and turns every answer but
 * a success into one of two errors, so no caller reads statuses: HubNotFoundError for what the hub does not have (a 404,
 * or the 401 the hub answers anonymous requests for a repository it has not got), HubUnavailableError for the rest (its
 * own failures, 429, a refused token, an unreachable host).
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
    if (response.status === 404 || (response.status === 401 && code === 'RepoNotFound')) {
      throw new HubNotFoundError(code, `${HUB_NAME} has no ${url.pathname}${said ? ` (${said})` : ''}`);
    }
    throw new HubUnavailableError(`${HUB_NAME} answered ${response.status} to ${url.pathname}${said ? `: ${said}` : ''}`);
  };
}
