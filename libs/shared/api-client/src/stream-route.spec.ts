import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_DETAIL, streamRoute, type RouteEvent } from './index';
import { streamNoteChanges } from './testing/example-routes';

const USER_ID = '6f1c2b1e-8d7a-4c3e-9a51-2f0e1d3c4b5a';
const BASE = { baseUrl: 'https://api.example.test', apiKey: 'key-123', params: { userId: USER_ID } };

const eventStream = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'text/event-stream' } });

async function collect(stream: AsyncGenerator<RouteEvent<typeof streamNoteChanges>>) {
  const events: RouteEvent<typeof streamNoteChanges>[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe('streamRoute', () => {
  it('asks for an event stream with the key and the query, and yields each event’s data checked against the route', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => eventStream(': keep-alive\n\nid: 41\ndata: {"type":"count","count":2}\n\n'));
    const onOpen = vi.fn();
    const events = await collect(streamRoute(streamNoteChanges, { ...BASE, query: { after: '40' }, fetch, onOpen }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(events).toEqual([{ event: 'message', id: '41', data: { type: 'count', count: 2 } }]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`https://api.example.test/api/v1/notes/${USER_ID}/changes?after=40`);
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', 'x-api-key': 'key-123' });
    expect(init?.priority).toBeUndefined();
  });

  it('asks for a background stream at low priority', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => eventStream(''));
    await collect(streamRoute(streamNoteChanges, { ...BASE, query: {}, fetch, background: true }));
    expect(fetch.mock.calls[0]?.[1]?.priority).toBe('low');
  });

  it('fails with the server’s envelope before any event, and with status 0 when it cannot connect', async () => {
    const refused = async () => Response.json({ error: 'Forbidden', detail: 'This is not your account.' }, { status: 403 });
    const onOpen = vi.fn();
    await expect(collect(streamRoute(streamNoteChanges, { ...BASE, query: {}, fetch: refused, onOpen }))).rejects.toMatchObject({
      status: 403,
      detail: 'This is not your account.',
    });
    expect(onOpen).not.toHaveBeenCalled();
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    const failure = collect(streamRoute(streamNoteChanges, { ...BASE, query: {}, fetch: offline }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL });
  });

  it('refuses an event that is not JSON or not the route’s shape, after the events before it', async () => {
    const seen: unknown[] = [];
    for (const bad of ['{not json', '{"type":"party"}']) {
      const fetch = async () => eventStream(`data: {"type":"count","count":0}\n\ndata: ${bad}\n\n`);
      const reading = (async () => {
        for await (const event of streamRoute(streamNoteChanges, { ...BASE, query: {}, fetch })) seen.push(event.data);
      })();
      await expect(reading).rejects.toMatchObject({ status: 200, error: 'invalid_response' });
    }
    expect(seen).toEqual([
      { type: 'count', count: 0 },
      { type: 'count', count: 0 },
    ]);
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const fetch = async () => Promise.reject(aborted);
    await expect(collect(streamRoute(streamNoteChanges, { ...BASE, query: {}, fetch, signal: controller.signal }))).rejects.toBe(aborted);
  });
});
