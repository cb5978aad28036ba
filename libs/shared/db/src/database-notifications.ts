import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A subscription to a channel; closing it stops the calls. */
export interface Listening {
  close(): Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handed to `onNotification`: a subscriber
   * that answers from memory (a cache) awaits it to be sure it has heard of every change that was committed before
   * the request it answers arrived. Calls at the same moment share one round trip.
   */
  caughtUp(): Promise<void>;
}

/**
 * Subscribes to a PostgreSQL channel (LISTEN): `onNotification` gets the payload of each NOTIFY committed on it, by any
 * process on the database. `onReconnect` runs after the listening connection was lost and opened again, since what
 * was notified meanwhile is gone: the subscriber looks at the tables once, as at its start. `onLost` runs as soon as
 * the connection is found lost, for a subscriber that must not trust what it remembers until then (a cache). The
 * first three are the signature pg-boss's adapters take, so its workers wake on the same connection.
 */
export type Listen = (
  channel: string,
  onNotification: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
) => Promise<Listening>;

/** Channels are identifiers that LISTEN takes unquoted-safe; pg-boss's are `pgboss_<hex>`. */
const CHANNEL = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${JSON.stringify(channel)}`);
  return channel;
}

/**
 * PGlite is one session in this process, so its NOTIFYs are this process's own, delivered by its `listen` as the
 * statement that commits them returns; there is no connection to lose.
 */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotification) => {
    const unlisten = await client.listen(checkedChannel(channel), onNotification);
    // A closed database listens to nothing already (an app may close after its database did).
    return {
      close: async () => (client.closed ? undefined : unlisten()),
      // Delivered before the statement that committed them returned, and this process is PGlite's only session.
      caughtUp: () => Promise.resolve(),
    };
  };
}

interface Subscriber {
  onNotification(payload: string): void;
  onReconnect?(): void;
  onLost?(): void;
}

/** A dropped connection is tried again after 0.5 s, doubling up to this. */
const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * PostgreSQL: one connection per process for every channel it listens to, apart from the pool (a LISTEN lasts as long
 * as its session, and must not hold one of the pool's connections). TCP keepalive notices a peer that vanished; a
 * dropped connection is opened again with backoff, LISTENs again, and tells every subscriber to catch up.
 */
export function postgresNotifications(connectionString: string, onError: (error: unknown) => void) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  /** Ends a connection we no longer use; an error it still emits (an 'error' without a listener throws) is expected. */
  function discard(connection: pg.Client): Promise<void> {
    connection.removeAllListeners();
    connection.on('error', () => undefined);
    return connection.end().catch(() => undefined);
  }

  function dropped(lost: pg.Client, error: unknown) {
    if (client !== lost) return;
    client = undefined;
    void discard(lost);
    if (closed) return;
    for (const subscribers of channels.values()) for (const subscriber of subscribers) subscriber.onLost?.();
    onError(error);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer || channels.size === 0) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connected().then(
        () => {
          failures = 0;
          for (const subscribers of channels.values()) for (const subscriber of subscribers) subscriber.onReconnect?.();
        },
        (error: unknown) => {
          onError(error);
          scheduleReconnect();
        },
      );
    }, delay);
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on('notification', ({ channel, payload }) => {
      for (const subscriber of channels.get(channel) ?? []) subscriber.onNotification(payload ?? '');
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next, new Error('The LISTEN connection ended')));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await discard(next);
      throw error;
    }
    // Closed while this connection was opening: nothing will end it otherwise.
    if (closed) {
      await discard(next);
      throw new Error('The database is closed');
    }
    client = next;
    return next;
  }

  /** The listening connection, opened once however many subscribe at the same moment. */
  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = undefined));
    return connecting;
  }

  /**
   * PostgreSQL sends a session the notifications committed before its statement ahead of that statement's answer, and
   * pg hands each to its listeners as it reads it: one statement on the listening connection that was sent after the
   * caller's moment catches up. One in flight at a time; callers that come while it runs share the next.
   */
  let roundTrip: Promise<void> | undefined;
  let nextRoundTrip: Promise<void> | undefined;
  function sync(): Promise<void> {
    const run = () =>
      connected()
        .then((connection) => connection.query('select 1'))
        .then(() => undefined)
        .finally(() => (roundTrip = undefined));
    if (!roundTrip) return (roundTrip = run());
    nextRoundTrip ??= roundTrip
      .catch(() => undefined)
      .then(() => {
        nextRoundTrip = undefined;
        roundTrip = run();
        return roundTrip;
      });
    return nextRoundTrip;
  }

  const listen: Listen = async (channel, onNotification, onReconnect, onLost) => {
    if (closed) throw new Error('The database is closed');
    const name = checkedChannel(channel);
    const subscriber: Subscriber = { onNotification, onReconnect, onLost };
    const subscribers = channels.get(name);
    if (subscribers) subscribers.add(subscriber);
    else channels.set(name, new Set([subscriber]));
    const current = await connected();
    // A connection opened after the channel was added LISTENs to it already; one opened before is told here.
    if (!subscribers && !(await isListening(current, name))) await current.query(`LISTEN ${name}`);
    return {
      caughtUp: sync,
      async close() {
        const remaining = channels.get(name);
        remaining?.delete(subscriber);
        if (remaining?.size !== 0) return;
        channels.delete(name);
        await client?.query(`UNLISTEN ${name}`).catch(() => undefined);
      },
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      channels.clear();
      const last = client;
      client = undefined;
      if (last) await discard(last);
    },
  };
}

/** Whether the session LISTENs to `channel` already. */
async function isListening(client: pg.Client, channel: string): Promise<boolean> {
  const { rows } = await client.query<{ listening: boolean }>(
    'select exists (select 1 from pg_listening_channels() as active(channel) where channel = $1) as listening',
    [channel],
  );
  return rows[0]?.listening ?? false;
}
