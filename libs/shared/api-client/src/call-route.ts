import * as v from 'valibot';
import {
  buildPath,
  IDEMPOTENCY_KEY_HEADER,
  type AnySchema,
  type RouteDescriptor,
  type RouteIdempotency,
  type RouteResponse,
} from '@bagel/contract';
import { ApiError, apiErrorFromReply, NETWORK_ERROR_DETAIL } from './api-error';

type InputField<K extends string, S> = S extends AnySchema ? { [key in K]: v.InferInput<S> } : { [key in K]?: undefined };

/** The params, query and body a route takes, each required exactly when the route declares a schema for it. */
export type RouteInput<R> =
  R extends RouteDescriptor<infer P, infer Q, infer B, infer _S>
    ? InputField<'params', P> & InputField<'query', Q> & InputField<'body', B>
    : never;

/**
 * The `Idempotency-Key` header a call sends: required exactly when the route requires one (it moves money), optional
 * when the route reads one sent, refused when the route takes none. Generate one per user attempt and reuse it on
 * retries, so a double click or a network retry moves money once.
 */
export type IdempotencyKeyInput<R> = [RouteIdempotency<R>] extends [true]
  ? { idempotencyKey: string }
  : [RouteIdempotency<R>] extends [undefined]
    ? { idempotencyKey?: undefined }
    : { idempotencyKey?: string };

export interface RetryOptions {
  /** Total tries, the first included. */
  attempts: number;
  /** Wait before the second try; each later wait doubles. */
  delayMs: number;
}

export interface ClientOptions {
  /** Origin (and optional prefix) of the server; '' means the page's own origin. */
  baseUrl?: string;
  /** Sent as `x-api-key`. */
  apiKey?: string | null;
  signal?: AbortSignal;
  /** Retries only server errors (status >= 500) and network failures. */
  retry?: RetryOptions;
  fetch?: typeof fetch;
}

export type CallRouteOptions<R extends RouteDescriptor> = ClientOptions & RouteInput<R> & IdempotencyKeyInput<R>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Calls one route of the contract and returns its parsed 2xx body; everything else becomes an {@link ApiError}. */
export async function callRoute<R extends RouteDescriptor>(route: R, options: CallRouteOptions<R>): Promise<RouteResponse<R>> {
  const { signal, retry, fetch: fetchImpl = globalThis.fetch } = options;
  const { url, init } = routeRequest(route, options, 'application/json', options.idempotencyKey);

  const attempts = Math.max(1, retry?.attempts ?? 1);
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce(route, url, init, fetchImpl);
    } catch (error) {
      const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!retryable || attempt >= attempts || signal?.aborted) throw error;
      await wait((retry?.delayMs ?? 0) * 2 ** (attempt - 1), signal);
    }
  }
}

/** The URL and request of one call of a route: params and query filled in, the key and idempotency key as headers. */
export function routeRequest<R extends RouteDescriptor>(
  route: R,
  options: Omit<ClientOptions, 'retry'> & RouteInput<R>,
  accept: string,
  idempotencyKey?: string,
): { url: string; init: RequestInit } {
  const { baseUrl = '', apiKey, signal } = options;
  const url = buildUrl(
    baseUrl,
    route.path,
    options.params as Record<string, string | number> | undefined,
    options.query as Record<string, QueryValue> | undefined,
  );
  const headers: Record<string, string> = { accept };
  if (apiKey) headers['x-api-key'] = apiKey;
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method: route.method,
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: isSameOrigin(baseUrl) ? 'same-origin' : 'omit',
    signal,
  };
  return { url, init };
}

/** The 2xx response of a request, its body unread; a failure to connect or any other status is an {@link ApiError}. */
export async function openResponse(url: string, init: RequestInit, fetchImpl: typeof fetch): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    // A cancelled call is not a failure to report; let the caller see the abort itself.
    if (init.signal?.aborted) throw error;
    throw new ApiError({ status: 0, error: 'network_error', detail: NETWORK_ERROR_DETAIL, cause: error });
  }
  if (!response.ok) {
    const body = await readJson(response);
    throw apiErrorFromReply(response.status, body === NO_JSON ? undefined : body);
  }
  return response;
}

async function attemptOnce<R extends RouteDescriptor>(
  route: R,
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch,
): Promise<RouteResponse<R>> {
  const response = await openResponse(url, init, fetchImpl);
  return parseResponse(route, response.status, await readJson(response));
}

/** A 2xx body (or one streamed event's data) checked against the route's response schema. */
export function parseResponse<R extends RouteDescriptor>(route: R, status: number, json: unknown): RouteResponse<R> {
  const parsed = v.safeParse(route.response, json);
  if (!parsed.success) {
    throw new ApiError({
      status,
      error: 'invalid_response',
      detail: 'The server sent a reply this app does not understand.',
      cause: v.flatten(parsed.issues),
    });
  }
  return parsed.output as RouteResponse<R>;
}

const NO_JSON = Symbol('no-json');

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return NO_JSON;
  }
}

function buildUrl(
  baseUrl: string,
  path: string,
  params: Record<string, string | number> | undefined,
  query: Record<string, QueryValue> | undefined,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(path, params)}${queryString ? `?${queryString}` : ''}`;
}

function isSameOrigin(baseUrl: string): boolean {
  if (baseUrl === '' || baseUrl.startsWith('/')) return true;
  const pageOrigin = globalThis.location?.origin;
  return pageOrigin !== undefined && new URL(baseUrl).origin === pageOrigin;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
