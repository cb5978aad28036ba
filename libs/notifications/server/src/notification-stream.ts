import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationEvent } from '@bagel/notifications-contract';
import type { NotificationFeed } from './notification-feed';

/** Proxies drop a connection that says nothing for a minute or so; a comment this often keeps it open. */
export const KEEP_ALIVE_MS = 15_000;
/** A client that reads nothing while this much waits for it is dropped; it reconnects with `after`. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Whether the client asked for the live stream. EventSource and the web app send `Accept: text/event-stream`; any other
 * client (a JSON client, the API reference's try-it) is answered the current unread count as one event, so a plain
 * request always ends.
 */
export function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((type) => type.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');
}

/** One server-sent event: `id:` is the newest notification id the stream has sent, so a reconnect resumes after it. */
export const eventFrame = (event: NotificationEvent, lastId: bigint) => `id: ${lastId}\ndata: ${JSON.stringify(event)}\n\n`;

export interface StreamStart {
  userId: string;
  /** Notifications after this id are sent as they arrive. */
  lastId: bigint;
  /** The unread count now, sent first so a reconnecting client is up to date at once. */
  unread: number;
}

export interface StreamDependencies {
  feed: NotificationFeed;
  keepAliveMs: number;
  /** The process's open streams, ended when the app closes (the server would otherwise wait for them). */
  open: Set<ServerResponse>;
}

/**
 * Takes the reply over from Fastify and keeps it open as `text/event-stream`: the CORS (and other) headers Fastify's
 * hooks already set are kept, the user's new notifications arrive from the feed, a keep-alive comment is written every
 * `keepAliveMs`, and everything stops when the client goes away.
 */
export function streamNotificationsTo(request: FastifyRequest, reply: FastifyReply, start: StreamStart, deps: StreamDependencies): void {
  reply.hijack();
  const response = reply.raw;
  if (request.raw.destroyed || response.destroyed) return;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry) => entry[1] !== undefined));
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  const write = (text: string) => {
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
    else if (!response.destroyed) response.write(text);
  };
  write(eventFrame({ type: 'unread', unread_count: start.unread }, start.lastId));
  const unsubscribe = deps.feed.subscribe({
    userId: start.userId,
    lastId: start.lastId,
    send: (event, lastId) => write(eventFrame(event, lastId)),
  });
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), deps.keepAliveMs);
  deps.open.add(response);
  response.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
    deps.open.delete(response);
  });
}
