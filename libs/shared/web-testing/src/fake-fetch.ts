import type * as v from 'valibot';
import type { ErrorBody, RouteBodyInput, RouteDescriptor, RouteParams } from '@bagel/contract';

/** A request as the fake server saw it, whichever route (if any) answered it. */
export interface FakeRequest {
  method: string;
  /** Path without origin or query, e.g. `/api/v1/onboarding/42`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** A request one route's fake answers: its path params by name, and the body as the client sent it. */
export interface RouteRequest<R extends RouteDescriptor> extends Omit<FakeRequest, 'body'> {
  params: RouteParams<R>;
  body: RouteBodyInput<R>;
}

type SuccessStatus = 200 | 201 | 202;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503 | 504;

/**
 * A route's 2xx body as it travels: the input of its response schema, which the client parses (the same as
 * `RouteResponse` except where the schema fills defaults or transforms).
 */
export type RouteReplyBody<R extends RouteDescriptor> = v.InferInput<R['response']>;

/** A failure as both servers answer it: their error envelope. */
export interface ErrorReply {
  status: ErrorStatus;
  body: ErrorBody;
}

/** A route's failure as the servers answer it: `detail` says what, `field` names the input at fault. */
export const failure =
  (status: ErrorStatus, detail: string, error = 'Error', field?: string) =>
  (): ErrorReply => ({ status, body: { error, detail, ...(field ? { field } : {}) } });

/** A reply of one route's fake: its own 2xx body, or the servers' error envelope. */
export type FakeReply<R extends RouteDescriptor> = { status?: SuccessStatus; body: RouteReplyBody<R> } | ErrorReply;

type Answer<R extends RouteDescriptor> = FakeReply<R> | Response;

/** Answers one route; a `Response` is sent as it is (no body, a stream, text), a promise that never settles keeps it loading. */
export type FakeHandler<R extends RouteDescriptor> = (request: RouteRequest<R>) => Answer<R> | Promise<Answer<R>>;

/** One route's fake, made by {@link fakeRoute}: the route's types are checked there, so a list can mix routes. */
export interface RouteFake {
  /** The path params when this fake's route matches the request, else undefined. */
  match(request: FakeRequest): Record<string, string> | undefined;
  answer(request: FakeRequest, params: Record<string, string>): Promise<Response>;
}

export type FakeFetch = typeof fetch & { requests: FakeRequest[] };

/** A reply that never comes: the call stays in flight (loading and pending states). */
export const never = () => new Promise<never>(() => undefined);

/**
 * A JSON reply that no route's contract describes, for the tests of what a screen makes of one: the odd error bodies
 * other servers and proxies send (spec §8's `{msg}`, `{detail: [...]}`, …), or a 2xx body the client cannot read.
 * Everything else answers in the contract's types.
 */
export function offContractReply(status: number, body: unknown): Response {
  return jsonResponse(status, body);
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `{name}` segments of a descriptor's path become named groups matching one segment. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
}

/** The fake of one route of the contract: `handler`'s request and reply carry that route's types. */
export function fakeRoute<R extends RouteDescriptor>(route: R, handler: NoInfer<FakeHandler<R>>): RouteFake {
  const pattern = pathPattern(route.path);
  return {
    match(request) {
      const found = request.method === route.method ? pattern.exec(request.path) : null;
      if (!found) return undefined;
      return Object.fromEntries(Object.entries(found.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
    },
    async answer(request, params) {
      // What came over the wire is what the client built from the route's input types.
      const reply = await handler({ ...request, params: params as RouteParams<R>, body: request.body as RouteBodyInput<R> });
      return reply instanceof Response ? reply : jsonResponse(reply.status ?? 200, reply.body);
    },
  };
}

/**
 * A fetch that answers from route fakes; when several match a request, the last one listed answers, so a test can
 * list defaults and then its own. Unknown routes answer 404 in the servers' error envelope. Every request is
 * recorded in `requests`.
 */
export function fakeFetch(fakes: readonly RouteFake[]): FakeFetch {
  const requests: FakeRequest[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    for (const fake of [...fakes].reverse()) {
      const params = fake.match(request);
      if (params) return fake.answer(request, params);
    }
    const notFound: ErrorReply = { status: 404, body: { error: 'not_found', detail: `No fake for ${request.method} ${request.path}` } };
    return jsonResponse(notFound.status, notFound.body);
  };
  return Object.assign(fetchImpl, { requests }) as FakeFetch;
}
