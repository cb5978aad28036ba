import * as v from 'valibot';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineRoute } from '@bagel/contract';
import { ApiError, callRoute, NETWORK_ERROR_DETAIL, type CallRouteOptions } from './index';
import { countNotes, forgetVisitor, getNote, getNotebook, pinNote } from './testing/example-routes';

const USER_ID = '6f1c2b1e-8d7a-4c3e-9a51-2f0e1d3c4b5a';
const groceries = { title: 'Groceries', pinned: false };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake fetch that answers with the given replies in order and records each request. */
function fakeFetch(...replies: (Response | Error)[]) {
  return vi.fn<typeof fetch>(async () => {
    const reply = replies.shift();
    if (!reply) throw new Error('fake fetch: no reply left');
    if (reply instanceof Error) throw reply;
    return reply;
  });
}

function requestOf(fetchMock: ReturnType<typeof fakeFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('callRoute: the request', () => {
  it('fills path params, sends the key, and omits credentials cross-origin', async () => {
    const fetchMock = fakeFetch(json(200, groceries));
    const reply = await callRoute(getNote, {
      baseUrl: 'https://api.example.test/',
      apiKey: 'key-123',
      params: { userId: USER_ID },
      fetch: fetchMock,
    });

    expect(reply).toEqual(groceries);
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe(`https://api.example.test/api/v1/notes/${USER_ID}`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBeUndefined();
    expect(headers['x-api-key']).toBe('key-123');
    expect(headers['content-type']).toBeUndefined();
  });

  it('encodes the query and skips undefined values', async () => {
    const fetchMock = fakeFetch(json(200, { count: 3 }));
    await callRoute(countNotes, {
      baseUrl: 'https://api.example.test',
      query: { user_id: USER_ID, extra: undefined } as { user_id: string },
      fetch: fetchMock,
    });
    expect(requestOf(fetchMock).url).toBe(`https://api.example.test/api/v1/notes?user_id=${USER_ID}`);
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = fakeFetch(json(200, { ...groceries, pinned: true }));
    const reply = await callRoute(pinNote, {
      baseUrl: 'https://api.example.test',
      apiKey: 'old',
      body: { user_id: USER_ID },
      fetch: fetchMock,
    });
    expect(reply).toEqual({ ...groceries, pinned: true });
    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ user_id: USER_ID });
  });

  it('calls same-origin with cookies and without a key header when none is given', async () => {
    const fetchMock = fakeFetch(json(200, { forgotten: true }));
    await callRoute(forgetVisitor, { baseUrl: '', fetch: fetchMock });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/example/forget-me');
    expect(init.credentials).toBe('same-origin');
    expect(headers['x-api-key']).toBeUndefined();
  });

  it('refuses to call a path whose params are missing', async () => {
    const fetchMock = fakeFetch();
    await expect(callRoute(getNote, { params: {} as { userId: string }, fetch: fetchMock })).rejects.toThrow(
      'Missing path parameter "userId"',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('callRoute: the Idempotency-Key', () => {
  const route = {
    method: 'POST',
    path: '/pay',
    summary: 'Moves money',
    tag: 'test',
    access: 'user',
    body: v.object({ amount: v.number() }),
    response: v.object({ ok: v.boolean() }),
  } as const;
  const pay = defineRoute({ ...route, idempotent: true });
  const payMaybe = defineRoute({ ...route, idempotent: 'optional' });
  const note = defineRoute(route);

  it('is sent as a header, and required by the type of a route that requires it', async () => {
    const fetchMock = fakeFetch(...[1, 2, 3, 4, 5].map(() => json(200, { ok: true })));
    await callRoute(pay, { body: { amount: 1 }, idempotencyKey: 'attempt-1', fetch: fetchMock });
    await callRoute(payMaybe, { body: { amount: 1 }, idempotencyKey: 'attempt-2', fetch: fetchMock });
    await callRoute(payMaybe, { body: { amount: 1 }, fetch: fetchMock });
    await callRoute(note, { body: { amount: 1 }, fetch: fetchMock });
    // @ts-expect-error a route that moves money is never called without a key
    await callRoute(pay, { body: { amount: 1 }, fetch: fetchMock });

    const keys = fetchMock.mock.calls.map((_call, index) => requestOf(fetchMock, index).headers['idempotency-key']);
    expect(keys).toEqual(['attempt-1', 'attempt-2', undefined, undefined, undefined]);
  });

  it('is a plain string where required, optional where the route reads one sent, and refused where it takes none', () => {
    expectTypeOf<CallRouteOptions<typeof pay>['idempotencyKey']>().toEqualTypeOf<string>();
    expectTypeOf<CallRouteOptions<typeof payMaybe>['idempotencyKey']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CallRouteOptions<typeof note>['idempotencyKey']>().toEqualTypeOf<undefined>();
    expectTypeOf<{ body: { amount: number } }>().not.toMatchTypeOf<CallRouteOptions<typeof pay>>();
    expectTypeOf<{ body: { amount: number }; idempotencyKey: string }>().not.toMatchTypeOf<CallRouteOptions<typeof note>>();
  });
});

describe('callRoute: replies', () => {
  it('rejects a 2xx body that does not match the route schema', async () => {
    const fetchMock = fakeFetch(json(200, { owner: 'alice', share_url: 'not a url' }));
    const error = await callRoute(getNotebook, { fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      error: 'invalid_response',
      message: 'The server sent a reply this app does not understand.',
    });
  });

  it('maps the error envelope to an ApiError whose message is the detail', async () => {
    const fetchMock = fakeFetch(json(400, { error: 'validation_failed', detail: 'User id must be a UUID', field: 'user_id' }));
    const error = await callRoute(countNotes, { query: { user_id: 'x' }, fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'validation_failed',
      detail: 'User id must be a UUID',
      field: 'user_id',
      message: 'User id must be a UUID',
    });
  });

  it('turns a network failure into status 0', async () => {
    const fetchMock = fakeFetch(new TypeError('fetch failed'));
    const error = await callRoute(getNotebook, { fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, error: 'network_error', message: NETWORK_ERROR_DETAIL });
  });

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    const fetchMock = fakeFetch(abortError);
    await expect(callRoute(getNotebook, { fetch: fetchMock, signal: controller.signal })).rejects.toBe(abortError);
  });
});

describe('callRoute: an error reply in each shape spec §8 names', () => {
  const failWith = (reply: Response) => callRoute(getNotebook, { fetch: fakeFetch(reply) }).catch((e: unknown) => e as ApiError);

  it.each([
    ['{msg}', { msg: 'Quota reached' }, 'Quota reached'],
    ['{detail: text}', { detail: 'Dataset not found' }, 'Dataset not found'],
    ['{detail: [{msg}, …]}', { detail: [{ msg: 'field required', loc: ['body', 'title'] }, { msg: 'second' }] }, 'field required'],
    ['{detail: {msg}}', { detail: { msg: 'Pod limit reached' } }, 'Pod limit reached'],
    ['{error: text}', { error: 'Insufficient balance' }, 'Insufficient balance'],
  ])('%s: the server’s text is the message, the body is kept, the code is the client’s', async (_shape, body, text) => {
    const error = await failWith(json(422, body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, error: 'http_error', serverMessage: text, detail: text, message: text, body });
  });

  it('our envelope: its detail, code and field', async () => {
    const body = { error: 'Bad Request', detail: 'User id must be a UUID', field: 'user_id' };
    expect(await failWith(json(400, body))).toMatchObject({
      error: 'Bad Request',
      field: 'user_id',
      serverMessage: 'User id must be a UUID',
      message: 'User id must be a UUID',
      body,
    });
  });

  it('an empty body: no server message, the client’s own words', async () => {
    expect(await failWith(new Response(null, { status: 409 }))).toMatchObject({
      status: 409,
      error: 'http_error',
      serverMessage: null,
      body: undefined,
      message: 'The request failed (HTTP 409). Please try again.',
    });
  });

  it('a body that is not JSON (a proxy’s page): no server message, nothing kept', async () => {
    expect(await failWith(new Response('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({
      serverMessage: null,
      body: undefined,
      message: 'The server ran into a problem (HTTP 502). Please try again.',
    });
  });

  it('JSON without any of those fields: no server message, but the raw body is kept', async () => {
    const body = { status: 'broken', code: 7 };
    expect(await failWith(json(400, body))).toMatchObject({
      error: 'http_error',
      serverMessage: null,
      body,
      message: 'The request failed (HTTP 400). Please try again.',
    });
  });

  it('a network failure and an invalid 2xx carry no server message', async () => {
    const unreachable = await callRoute(getNotebook, { fetch: fakeFetch(new TypeError('fetch failed')) }).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: 0, serverMessage: null, body: undefined });
    const garbled = await callRoute(getNotebook, { fetch: fakeFetch(json(200, { detail: 'looks like an error' })) }).catch(
      (e: unknown) => e,
    );
    expect(garbled).toMatchObject({ status: 200, error: 'invalid_response', serverMessage: null });
  });
});

describe('callRoute: retries', () => {
  it('retries server errors and network failures, doubling the wait', async () => {
    vi.useFakeTimers();
    const fetchMock = fakeFetch(
      json(503, { error: 'unavailable', detail: 'Down' }),
      new TypeError('fetch failed'),
      json(200, { count: 3 }),
    );
    const reply = callRoute(countNotes, { query: { user_id: USER_ID }, retry: { attempts: 3, delayMs: 100 }, fetch: fetchMock });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(reply).resolves.toEqual({ count: 3 });
  });

  it('stops after the given number of attempts and throws the last error', async () => {
    vi.useFakeTimers();
    const fetchMock = fakeFetch(json(500, { error: 'internal', detail: 'first' }), json(500, { error: 'internal', detail: 'second' }));
    const reply = callRoute(getNotebook, { retry: { attempts: 2, delayMs: 50 }, fetch: fetchMock });
    const outcome = expect(reply).rejects.toMatchObject({ status: 500, message: 'second' });
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry client errors', async () => {
    const fetchMock = fakeFetch(json(404, { error: 'not_found', detail: 'No such user' }));
    await expect(
      callRoute(countNotes, { query: { user_id: USER_ID }, retry: { attempts: 3, delayMs: 10 }, fetch: fetchMock }),
    ).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
