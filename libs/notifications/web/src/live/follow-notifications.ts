import { streamNotifications, type NotificationEvent } from '@bagel/notifications-contract';
import { ApiError, streamRoute } from '@bagel/api-client';

/** How long to wait before reconnecting: the first wait, doubled after each failed try up to the longest. */
export interface ReconnectDelays {
  firstMs: number;
  maxMs: number;
}

export const RECONNECT_DELAYS: ReconnectDelays = { firstMs: 1000, maxMs: 30_000 };

export interface FollowOptions {
  /** The API host, the user's key and id, as the session's calls use them. */
  baseUrl: string;
  apiKey: string;
  userId: string;
  /** Where the stream is read from; the global fetch (read at call time) by default. */
  fetch?: typeof fetch;
  /** The cursor to connect with: the newest notification this tab already has, so none is missed or sent twice. */
  after: () => string;
  /** Each event, with the stream's id (the newest notification_id the server has sent). */
  onEvent: (event: NotificationEvent, id: string) => void;
  /** A connection after the first opened: what changed while none was open (notifications read elsewhere) is reread. */
  onReconnected: () => void;
  signal: AbortSignal;
  delays?: ReconnectDelays;
}

/**
 * A refusal the same request would get again (the key is no longer valid, the account is gone): reconnecting cannot
 * help. Timeouts and rate limits can pass.
 */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Follows the user's notification stream until the signal aborts: reads it with fetch (EventSource cannot send
 * x-api-key), and when it ends or breaks, reconnects with `after` after a growing pause (spread a little, so many tabs
 * dropped by one restart do not all come back at once). Spec §8: failures are only logged.
 */
export async function followNotifications(options: FollowOptions): Promise<void> {
  const { signal, delays = RECONNECT_DELAYS } = options;
  let delay = delays.firstMs;
  let connections = 0;
  while (!signal.aborted) {
    try {
      const stream = streamRoute(streamNotifications, {
        baseUrl: options.baseUrl,
        apiKey: options.apiKey,
        params: { userId: options.userId },
        query: { after: options.after() },
        fetch: options.fetch,
        signal,
        background: true,
        onOpen: () => {
          delay = delays.firstMs;
          connections += 1;
          if (connections > 1) options.onReconnected();
        },
      });
      for await (const { data, id } of stream) options.onEvent(data, id);
    } catch (error) {
      if (signal.aborted) return;
      if (isFinal(error)) {
        console.error('Notifications: the live updates were refused', error);
        return;
      }
      console.error('Notifications: the live updates broke off; reconnecting', error);
    }
    await pause(delay * (0.75 + Math.random() / 2), signal);
    delay = Math.min(delay * 2, delays.maxMs);
  }
}
