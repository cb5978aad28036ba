import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiKey, getDocumentation, getOnboarding, getSession, rotateApiKey, signOut } from '@bagel/contract';
import { ApiError, callRoute, NETWORK_ERROR_DETAIL } from './index';

const USER_ID = '6f1c2b1e-8d7a-4c3e-9a51-2f0e1d3c4b5a';
const onboarding = {
  create_dataset: { completed: true },
  create_model: { completed: false },
  fine_tune_model: { completed: false },
  onboarding_completed: false,
};

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
    const fetchMock = fakeFetch(json(200, onboarding));
    const reply = await callRoute(getOnboarding, {
      baseUrl: 'https://api.example.test/',
      apiKey: 'key-123',
      params: { userId: USER_ID },
      fetch: fetchMock,
    });

    expect(reply).toEqual(onboarding);
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe(`https://api.example.test/api/v1/onboarding/${USER_ID}`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBeUndefined();
    expect(headers['x-api-key']).toBe('key-123');
    expect(headers['content-type']).toBeUndefined();
  });

  it('encodes the query and skips undefined values', async () => {
    const fetchMock = fakeFetch(json(200, { data: 'k' }));
    await callRoute(getApiKey, {
      baseUrl: 'https://api.example.test',
      query: { user_id: USER_ID, extra: undefined } as { user_id: string },
      fetch: fetchMock,
    });
    expect(requestOf(fetchMock).url).toBe(`https://api.example.test/api/v1/api_keys?user_id=${USER_ID}`);
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = fakeFetch(json(200, { data: 'new-key' }));
    const reply = await callRoute(rotateApiKey, {
      baseUrl: 'https://api.example.test',
      apiKey: 'old',
      body: { user_id: USER_ID },
      fetch: fetchMock,
    });
    expect(reply).toEqual({ data: 'new-key' });
    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ user_id: USER_ID });
  });

  it('calls same-origin with cookies and without a key header when none is given', async () => {
    const fetchMock = fakeFetch(json(200, { success: true }));
    await callRoute(signOut, { baseUrl: '', fetch: fetchMock });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/auth/sign-out');
    expect(init.credentials).toBe('same-origin');
    expect(headers['x-api-key']).toBeUndefined();
  });

  it('refuses to call a path whose params are missing', async () => {
    const fetchMock = fakeFetch();
    await expect(callRoute(getOnboarding, { params: {} as { userId: string }, fetch: fetchMock })).rejects.toThrow(
      'Missing path parameter "userId"',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('callRoute: replies', () => {
  it('rejects a 2xx body that does not match the route schema', async () => {
    const fetchMock = fakeFetch(json(200, { documentation_url: 'not a url' }));
    const error = await callRoute(getDocumentation, { fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      error: 'invalid_response',
      message: 'The server sent a reply this app does not understand.',
    });
  });

  it('maps the error envelope to an ApiError whose message is the detail', async () => {
    const fetchMock = fakeFetch(json(400, { error: 'validation_failed', detail: 'User id must be a UUID', field: 'user_id' }));
    const error = await callRoute(getApiKey, { query: { user_id: 'x' }, fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'validation_failed',
      detail: 'User id must be a UUID',
      field: 'user_id',
      message: 'User id must be a UUID',
    });
  });

  it('gives a readable error when a failure body is not the envelope', async () => {
    const fetchMock = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await callRoute(getSession, { fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      error: 'http_error',
      message: 'The server ran into a problem (HTTP 502). Please try again.',
    });
  });

  it('turns a network failure into status 0', async () => {
    const fetchMock = fakeFetch(new TypeError('fetch failed'));
    const error = await callRoute(getSession, { fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, error: 'network_error', message: NETWORK_ERROR_DETAIL });
  });

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    const fetchMock = fakeFetch(abortError);
    await expect(callRoute(getSession, { fetch: fetchMock, signal: controller.signal })).rejects.toBe(abortError);
  });
});

describe('callRoute: retries', () => {
  it('retries server errors and network failures, doubling the wait', async () => {
    vi.useFakeTimers();
    const fetchMock = fakeFetch(
      json(503, { error: 'unavailable', detail: 'Down' }),
      new TypeError('fetch failed'),
      json(200, { data: 'k' }),
    );
    const reply = callRoute(getApiKey, { query: { user_id: USER_ID }, retry: { attempts: 3, delayMs: 100 }, fetch: fetchMock });

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
    await expect(reply).resolves.toEqual({ data: 'k' });
  });

  it('stops after the given number of attempts and throws the last error', async () => {
    vi.useFakeTimers();
    const fetchMock = fakeFetch(json(500, { error: 'internal', detail: 'first' }), json(500, { error: 'internal', detail: 'second' }));
    const reply = callRoute(getSession, { retry: { attempts: 2, delayMs: 50 }, fetch: fetchMock });
    const outcome = expect(reply).rejects.toMatchObject({ status: 500, message: 'second' });
    await vi.runAllTimersAsync();
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry client errors', async () => {
    const fetchMock = fakeFetch(json(404, { error: 'not_found', detail: 'No key' }));
    await expect(
      callRoute(getApiKey, { query: { user_id: USER_ID }, retry: { attempts: 3, delayMs: 10 }, fetch: fetchMock }),
    ).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
