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
    throw new SocialNetworkError(`X could not be reached at ${new URL(url).origin}: ${reasonOf(error)}`, 'unavailable', { cause: error });
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

/**
 * An API v2 problem's kind, the last segment of its `type` URI (`client-forbidden`, `unsupported-authentication`,
 * `usage-capped`, …; X's bodies name them under api.twitter.com or api.x.com), and its `reason` when it gives one.
 */
export function problemOf(body: unknown): { kind: string | undefined; reason: string | undefined } {
  const { type, reason } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const kind = typeof type === 'string' ? /\/2\/problems\/([\w-]+)$/.exec(type)?.[1] : undefined;
  return { kind, reason: typeof reason === 'string' ? reason : undefined };
}

/** The moment a reset header names (X gives Unix times in seconds); undefined if unsaid. */
function resetOf(headers: Headers, name: string): Date | undefined {
  const reset = Number(headers.get(name));
  if (!headers.has(name) || !Number.isFinite(reset) || reset <= 0) return undefined;
  return new Date(reset * 1000);
}

/**
 * X's 24-hour post caps that a 429 says are used up (`x-user-limit-24hour-remaining` for the account through this
 * app, `x-app-limit-24hour-remaining` for the app's users together, both with `-limit` and `-reset`). When both are,
 * the later reset is the first moment a post can pass.
 */
function usedUpDailyCap(headers: Headers): { limit: string; resetAt: Date | undefined } | undefined {
  const caps = [
    { scope: 'user', says: (limit: string) => `X's daily limit of ${limit} posts from your account through Bagel is reached` },
    { scope: 'app', says: (limit: string) => `X's daily limit of ${limit} posts through Bagel is reached` },
  ]
    .filter(({ scope }) => headers.get(`x-${scope}-limit-24hour-remaining`) === '0')
    .map(({ scope, says }) => ({
      limit: says(headers.get(`x-${scope}-limit-24hour-limit`) ?? 'its'),
      resetAt: resetOf(headers, `x-${scope}-limit-24hour-reset`),
    }));
  return caps.sort((a, b) => (b.resetAt?.getTime() ?? 0) - (a.resetAt?.getTime() ?? 0))[0];
}

/**
 * Rate limits and X's own failures may pass later; the caller decides what the other statuses mean. A 429 waits for
 * the reset of what it says is used up: a 24-hour cap's, else the 15-minute window's.
 */
export function transientFailure(answer: XAnswer, what: string, now: number): SocialNetworkError | undefined {
  if (answer.status === 429) {
    const daily = usedUpDailyCap(answer.headers);
    const limit = daily?.limit ?? `X is limiting ${what}`;
    // Without a 24-hour cap used up, the 15-minute window's reset.
    const retryAt = daily ? daily.resetAt : resetOf(answer.headers, 'x-rate-limit-reset');
    const when = retryAt === undefined ? 'later' : `in ${Math.max(0, Math.ceil((retryAt.getTime() - now) / 1000))} s`;
    return new SocialNetworkError(`${limit}; try again ${when}`, 'unavailable', { retryAt, limit });
  }
  if (answer.status >= 500) return new SocialNetworkError(`X failed (HTTP ${answer.status}) on ${what}`, 'unavailable');
  return undefined;
}
