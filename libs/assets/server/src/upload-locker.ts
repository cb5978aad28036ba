import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type pg from 'pg';
import type { DatabaseDriver } from '@bagel/db';

type PostgresDriver = Extract<DatabaseDriver, { kind: 'postgres' }>;

/** tus's locker, and what ends it with the app. */
export interface UploadLocker extends Locker {
  close(): Promise<void>;
}

export interface PostgresLockerOptions {
  /** How long a request waits for an upload's lock before it fails (30 s, as tus's in-memory locker). */
  acquireTimeoutMs?: number;
}

/** Where a request waiting for an upload's lock asks its holder, in whichever process, to let go. */
const RELEASE_CHANNEL = 'tus_upload_release';
const FIRST_RETRY_MS = 25;
const MAX_RETRY_MS = 500;

/** The connection every lock of this process is held on; `lost` once it dropped, and its locks with it. */
interface Session {
  client: pg.PoolClient;
  lost: boolean;
}

interface Holder {
  session: Session;
  requestRelease: RequestRelease;
}

/** A request of this process is trying for the lock on the session right now. */
const TRYING = 'trying';

/** The text whose hash is an upload's advisory lock key (exported for tests that find its holder in pg_locks). */
export const advisoryKey = (id: string) => `assets.tus-upload:${id}`;

/** Asks a holder to let go; its request ends after tus's drain delay, and unlocks. */
const askToRelease = (holder: Holder) =>
  void Promise.resolve()
    .then(holder.requestRelease)
    .catch(() => undefined);

/**
 * The locks of resumable uploads: one request at a time per upload. With PostgreSQL, across every process on the database
 * ({@link postgresLocker}); with PGlite (or no driver, in tests of one app) there is one process, and tus's own in-memory
 * locker is enough.
 */
export function uploadLocker(driver: DatabaseDriver | undefined): UploadLocker {
  if (driver?.kind === 'postgres') return postgresLocker(driver);
  const memory = new MemoryLocker();
  return { newLock: (id) => memory.newLock(id), close: async () => undefined };
}

/**
 * Session advisory locks, one per upload, all on one connection of the pool (taken at the first lock, kept until close): a
 * lock per connection would let a few long PATCHes take the whole pool. Locks are re-entrant within a session, so requests of
 * this process first exclude each other in memory. A request that finds the upload locked asks the holder to let go, as
 * tus's in-memory locker does, so a client resuming after a dropped connection is not kept waiting by the dead request's
 * stream: in this process directly, in another with NOTIFY on {@link RELEASE_CHANNEL} (every process LISTENs to it). If the
 * connection drops, PostgreSQL has released its locks: every holder is asked to stop, and the next lock opens another.
 */
export function postgresLocker({ pool, listen }: PostgresDriver, options: PostgresLockerOptions = {}): UploadLocker {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const local = new Map<string, Holder | typeof TRYING>();
  let live: Session | undefined;
  let opening: Promise<Session> | undefined;
  let listening: ReturnType<typeof listen> | undefined;
  let closed = false;

  function lose(session: Session, error?: unknown) {
    if (session.lost) return;
    session.lost = true;
    if (live === session) live = undefined;
    // Destroyed, not returned to the pool: its locks end with it.
    session.client.release(error instanceof Error ? error : true);
    for (const holder of local.values()) if (holder !== TRYING && holder.session === session) askToRelease(holder);
  }

  function session(): Promise<Session> {
    if (live) return Promise.resolve(live);
    opening ??= pool
      .connect()
      .then((client) => {
        const opened: Session = { client, lost: false };
        // A checked-out client has no error listener of the pool's, and an 'error' without one would end the process.
        client.on('error', (error) => lose(opened, error));
        if (closed) lose(opened);
        else live = opened;
        return opened;
      })
      .finally(() => (opening = undefined));
    return opening;
  }

  async function query<T>(current: Session, text: string, values: unknown[]): Promise<T | undefined> {
    try {
      const { rows } = await current.client.query<{ result: T }>(text, values);
      return rows[0]?.result;
    } catch (error) {
      lose(current, error);
      throw error;
    }
  }

  /** Subscribed once, at the first lock: a failure is tried again at the next. */
  function subscribed() {
    listening ??= listen(RELEASE_CHANNEL, (id) => {
      const holder = local.get(id);
      if (holder && holder !== TRYING) askToRelease(holder);
    }).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  /** The lock, if no request of this process has or is taking it and no other process holds it. */
  async function tryLock(id: string, requestRelease: RequestRelease): Promise<Holder | 'elsewhere' | 'here'> {
    const holder = local.get(id);
    if (holder !== undefined) {
      if (holder !== TRYING) askToRelease(holder);
      return 'here';
    }
    local.set(id, TRYING);
    try {
      const current = await session();
      if (await query<boolean>(current, 'select pg_try_advisory_lock(hashtextextended($1, 0)) as result', [advisoryKey(id)])) {
        const acquired = { session: current, requestRelease };
        local.set(id, acquired);
        return acquired;
      }
      local.delete(id);
      await query(current, 'select pg_notify($1, $2) as result', [RELEASE_CHANNEL, id]);
      return 'elsewhere';
    } catch (error) {
      if (local.get(id) === TRYING) local.delete(id);
      throw error;
    }
  }

  function newLock(id: string): Lock {
    let mine: Holder | undefined;
    return {
      async lock(stopSignal, requestRelease) {
        if (closed) throw ERRORS.ERR_LOCK_TIMEOUT;
        await subscribed();
        const deadline = Date.now() + acquireTimeoutMs;
        for (let attempt = 0; ; attempt += 1) {
          const outcome = await tryLock(id, requestRelease);
          if (typeof outcome === 'object') {
            mine = outcome;
            return;
          }
          if (closed || stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt, deadline - Date.now());
          await sleep(wait, undefined, { signal: stopSignal }).catch(() => undefined);
        }
      },

      async unlock() {
        const holder = mine;
        if (!holder) return;
        mine = undefined;
        try {
          if (!holder.session.lost) {
            await query(holder.session, 'select pg_advisory_unlock(hashtextextended($1, 0)) as result', [advisoryKey(id)]);
          }
        } catch {
          // The session is destroyed (`query` lost it), and the lock went with it.
        } finally {
          // Only now may another request of this process try: on this session a lock still held would be granted again.
          if (local.get(id) === holder) local.delete(id);
        }
      },
    };
  }

  return {
    newLock,
    async close() {
      closed = true;
      const subscription = listening;
      listening = undefined;
      await subscription?.then((active) => active.close()).catch(() => undefined);
      await opening?.catch(() => undefined);
      if (live) lose(live);
    },
  };
}
