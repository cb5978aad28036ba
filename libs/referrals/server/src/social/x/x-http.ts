import { SocialNetworkError } from '../social-network';

export interface XAnswer {
  status: number;
  headers: Headers;
  /** The JSON body, parsed; undefined when there is none or it is not JSON. */
  body: unknown;
}

/** A call that hangs this long is an X that cannot be reached: the job tries again rather than waits. */
const TIMEOUT_MS = 30_000;

const reasonOf = (error: unknown): string => {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
};

/**
 * One HTTP call to X. Only an X that cannot be reached throws (retryable); every answer, refusals included, is returned
 * for the caller to read, since what a status means depends on the endpoint.
 */
export async function callX(
  fetch: typeof globalThis.fetch,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal },
): Promise<XAnswer> {
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: init.method, headers: { accept: 'application/json', ...init.headers }, body: init.body, signal });
    text = await response.text();
  } catch (error) {
    init.signal?.throwIfAborted();
    throw new SocialNetworkError(`X could not be reached at ${new URL(url).origin}: ${reasonOf(error)}`, 'unavailable', undefined, {
      cause: error,
    });
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * What X said went wrong. API v2 errors are problem documents (`title`, `detail`, `type`), validation errors carry
 * `errors[].message`, and the OAuth endpoints answer `error` and `error_description`.
 */
export function saidBy(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, title, error_description, error, errors } = body as Record<string, unknown>;
  const firstError = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined)?.message : undefined;
  for (const said of [detail, firstError, error_description, title, error]) {
    if (typeof said === 'string' && said.trim()) return said.trim();
  }
  return undefined;
}

/** Seconds until X's rate-limit window reopens (`x-rate-limit-reset` is a Unix time in seconds); undefined if unsaid. */
export function retryAfterOf(headers: Headers, now: number): number | undefined {
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (!Number.isFinite(reset) || reset <= 0) return undefined;
  return Math.max(0, Math.ceil(reset - now / 1000));
}

/** Rate limits and X's own failures may pass later; the caller decides what the other statuses mean. */
export function transientFailure(answer: XAnswer, what: string, now: number): SocialNetworkError | undefined {
  if (answer.status === 429) {
    const wait = retryAfterOf(answer.headers, now);
    const when = wait === undefined ? 'later' : `in ${wait} s`;
    return new SocialNetworkError(`X is limiting ${what}; try again ${when}`, 'unavailable', wait);
  }
  if (answer.status >= 500) return new SocialNetworkError(`X failed (HTTP ${answer.status}) on ${what}`, 'unavailable');
  return undefined;
}
