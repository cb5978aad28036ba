import type { FakeFetch, FakeRequest } from './fake-fetch';

// The string-keyed fakes, untyped, while the web libs move to `fakeRoute`; removed once none uses them.

/** A reply of the fake server: a status and a JSON body. */
export interface KeyedFakeReply {
  status?: number;
  body: unknown;
}

export type KeyedFakeHandler = (request: FakeRequest) => KeyedFakeReply | Response | Promise<KeyedFakeReply | Response>;

function toResponse(reply: KeyedFakeReply | Response): Response {
  if (reply instanceof Response) return reply;
  return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
}

/**
 * A fetch that answers from handlers keyed by `"METHOD /path"` (path without origin or query; `{name}` segments
 * match anything). Unknown routes answer 404 in the servers' error envelope. Every request is recorded in `requests`.
 * A handler returning a promise that never settles keeps the call loading.
 */
export function keyedFakeFetch(handlers: Record<string, KeyedFakeHandler>): FakeFetch {
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    const regex = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  const requests: FakeRequest[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes.find((candidate) => candidate.method === method && candidate.regex.test(url.pathname));
    if (!route) return toResponse({ status: 404, body: { error: 'not_found', detail: `No fake for ${method} ${url.pathname}` } });
    return toResponse(await route.handler(request));
  };
  return Object.assign(fetchImpl, { requests }) as FakeFetch;
}
