import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerSentEvents } from '@bagel/api-client';
import type { NotificationFeed, Subscriber } from './notification-feed';
import { acceptsEventStream, streamNotificationsTo } from './notification-stream';

const ORIGIN = 'http://localhost:3000';
const USER = '00000000-0000-4000-8000-00000000000b';

/** A feed that only keeps who is subscribed, so a test sends events itself and sees streams leave. */
function subscriberList(): NotificationFeed & { subscribers: Set<Subscriber> } {
  const subscribers = new Set<Subscriber>();
  return {
    subscribers,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    close: async () => subscribers.clear(),
  };
}

const feed = subscriberList();
const open = new Set<ServerResponse>();
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  // Node's fetch opens a spare connection after an aborted stream; closing must not wait for it to time out.
  app = Fastify({ forceCloseConnections: true });
  await app.register(cors, { origin: [ORIGIN], exposedHeaders: ['x-request-id'] });
  app.get('/stream', async (request, reply) => {
    streamNotificationsTo(request, reply, { userId: USER, lastId: 41n, unread: 3 }, { feed, keepAliveMs: 50, open });
    return reply;
  });
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/stream`;
});
afterAll(() => app.close());

const subscribe = (signal?: AbortSignal) => fetch(url, { headers: { accept: 'text/event-stream', origin: ORIGIN }, signal });

/** Resolves once `done` holds, looking every 20 ms (the server notices a closed socket on its own time). */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('streamNotificationsTo', () => {
  it('keeps the CORS headers, sends the count first, then what the feed sends, and lets go when the client leaves', async () => {
    const stop = new AbortController();
    const response = await subscribe(stop.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toBe('x-request-id');
    const events = readServerSentEvents(response, stop.signal);
    expect((await events.next()).value).toEqual({ event: 'message', id: '41', data: '{"type":"unread","unread_count":3}' });

    await until(() => feed.subscribers.size === 1);
    const [subscriber] = feed.subscribers;
    expect(subscriber).toMatchObject({ userId: USER, lastId: 41n });
    subscriber?.send({ type: 'unread', unread_count: 0 }, 42n);
    expect((await events.next()).value).toEqual({ event: 'message', id: '42', data: '{"type":"unread","unread_count":0}' });

    stop.abort();
    await until(() => feed.subscribers.size === 0 && open.size === 0);
  });

  it('writes a keep-alive comment while nothing happens', async () => {
    const stop = new AbortController();
    const body = (await subscribe(stop.signal)).body?.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (body && !text.includes('\n\n: keep-alive\n\n')) text += (await body.read()).value ?? '';
    expect(text.startsWith('id: 41\ndata: {"type":"unread","unread_count":3}\n\n: keep-alive\n\n')).toBe(true);
    stop.abort();
    await until(() => feed.subscribers.size === 0);
  });

  it('ends open streams when the app closes, so closing does not wait for clients', async () => {
    const other = Fastify();
    const others = new Set<ServerResponse>();
    other.get('/stream', async (request, reply) => {
      streamNotificationsTo(request, reply, { userId: USER, lastId: 0n, unread: 0 }, { feed, keepAliveMs: 60_000, open: others });
      return reply;
    });
    other.addHook('preClose', async () => {
      for (const response of others) response.end();
    });
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    const events = readServerSentEvents(await fetch(`${address}/stream`, { headers: { accept: 'text/event-stream' } }));
    expect((await events.next()).value).toMatchObject({ id: '0' });
    await other.close();
    expect(await events.next()).toEqual({ done: true, value: undefined });
    expect(feed.subscribers.size).toBe(0);
  });
});

describe('acceptsEventStream', () => {
  it('is true only when the client asks for text/event-stream', () => {
    expect(acceptsEventStream('text/event-stream')).toBe(true);
    expect(acceptsEventStream('application/json, Text/Event-Stream;q=0.9')).toBe(true);
    expect(acceptsEventStream('*/*')).toBe(false);
    expect(acceptsEventStream('application/json')).toBe(false);
    expect(acceptsEventStream(undefined)).toBe(false);
  });
});
