import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Db } from 'pg-boss';
import type { Database, DatabaseDriver } from '@bagel/db';
import { startWakeUps } from './queue-wake-ups';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a handler is given: the job, which attempt this is, and whether a failure now is final. */
export interface RunningJob<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  attempt: number;
  /** Throwing now fails the job for good; the handler records the failure where users see it. */
  isLastAttempt: boolean;
  /** Aborted when the process stops while the job runs; the job is then retried by whichever process is left. */
  signal: AbortSignal;
}

export interface QueueDefinition<T> {
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** How long a failed attempt waits before the next one; a job whose process died is taken over at once. */
  retryDelaySeconds: number;
  /** How long one attempt may run at most. */
  expireInSeconds: number;
  /** Jobs of this queue one process runs at the same time. */
  concurrency: number;
  handler(job: RunningJob<T>): Promise<void>;
}

export interface JobQueue {
  /** Creates the queue (once per database; idempotent) and works it in this process. */
  work<T extends object>(definition: QueueDefinition<T>): Promise<void>;
  /**
   * Enqueues a job. Given `tx` (a Drizzle transaction), the job is written in it: it exists exactly when the
   * transaction's other writes do.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /** The queue's record of a job, or undefined once retention has deleted it. */
  stateOf(name: string, id: string): Promise<JobState | undefined>;
  /**
   * Stops working: running jobs' signals abort and the jobs go back for another attempt, by this process's
   * successors or by another process; the database stays open (its owner closes it).
   */
  stop(): Promise<void>;
}

export interface SendOptions {
  tx?: Database;
  /** Not run before this many seconds from now (the database's clock). */
  startAfterSeconds?: number;
  /**
   * The job's own id (a UUID). Sending an id the queue already holds, in any state, adds nothing and answers that id:
   * a retried handler that schedules its successor schedules it once.
   */
  id?: string;
}

export interface JobQueueOptions {
  log: { error(object: object, message: string): void };
  /**
   * How often this process looks for jobs no NOTIFY announced: delayed, retried, or left by a process that died (see
   * queue-wake-ups.ts); also how often workers poll while the LISTEN connection is down.
   */
  pollingIntervalSeconds?: number;
}

/**
 * How a job whose process died (killed, or cut off from the database) reaches another process within 15 s: its process
 * touches it every HEARTBEAT_REFRESH_SECONDS, and the wake-up look of any process finds one untouched for
 * HEARTBEAT_SECONDS (pg-boss's least) and has pg-boss supervise its queue, which hands it back; the queue's monitor
 * claim must then be free, so it lasts MONITOR_CLAIM_SECONDS. pg-boss's own supervising pass (expiry, stats,
 * retention) keeps its default minute.
 */
const HEARTBEAT_SECONDS = 10;
const HEARTBEAT_REFRESH_SECONDS = 2;
const MONITOR_CLAIM_SECONDS = 1;
/** Workers are woken by NOTIFY and by the wake-up sweep; pg-boss's own per-queue poll is only a last resort. */
const NOTIFIED_POLLING_SECONDS = 300;

/** pg-boss over the app's own connection (PGlite's one session, or the pool's connections) and its LISTEN. */
function adapterFor(driver: DatabaseDriver): { db: Db; backend?: 'pglite' } {
  if (driver.kind === 'pglite') return { db: fromPglite(driver.client), backend: 'pglite' };
  const { pool, listen } = driver;
  return {
    db: {
      executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
      listen: (channel, onNotification, onReconnect) => listen(channel, onNotification, onReconnect),
    },
  };
}

/** Any number every process sharing one PostgreSQL agrees on (the migrations' lock is another). */
const SETUP_LOCK = 727_275;

/**
 * Runs `work` while no other process sharing the database runs its own: pg-boss creates its schema and a queue
 * check-then-create, and two api processes starting at once on a new database collided there ("duplicate key value
 * violates unique constraint pg_namespace_nspname_index"). The lock is held on a connection of its own.
 */
async function oneProcessAtATime<T>(driver: DatabaseDriver, work: () => Promise<T>): Promise<T> {
  if (driver.kind !== 'postgres') return work();
  const client = await driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Whether a queue is already set up with these options. Updating a queue makes pg-boss forget what it knows of it, and
 * each of its workers then reads it again: a restart that updated the api's eight queues ran two dozen statements more on
 * PGlite's one connection, though their options had not changed.
 */
function holdsOptions(stored: object, options: object): boolean {
  return Object.entries(options).every(([key, value]) => (stored as Record<string, unknown>)[key] === value);
}

/** Waits `seconds`, or less if `signal` aborts first. */
const pause = (seconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The durable job queue every long-running piece of work goes through (clones, training, deployments, billing,
 * notifications): pg-boss in the app's own PostgreSQL (or PGlite), so jobs survive restarts and several api
 * processes share them, each job run by one process at a time.
 */
export async function startJobQueue(driver: DatabaseDriver, options: JobQueueOptions): Promise<JobQueue> {
  const adapter = adapterFor(driver);
  const boss = new PgBoss({
    ...adapter,
    schedule: false,
    supervise: true,
    useListenNotify: true,
    monitorIntervalSeconds: MONITOR_CLAIM_SECONDS,
    // No job here waits on another (pg-boss's flows); its flow pass would otherwise cost a statement every 5 s.
    flowIntervalSeconds: 600,
  });
  boss.on('error', (error: unknown) => options.log.error({ err: error }, 'The job queue reported an error'));
  await oneProcessAtATime(driver, () => boss.start());
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const wakeUps = startWakeUps(boss, (text, values) => adapter.db.executeSql(text, values), pollingIntervalSeconds, options.log);
  /** One per running job: stopping aborts them at once rather than waiting out pg-boss's shutdown timeout. */
  const running = new Set<AbortController>();

  return {
    async work<T extends object>(definition: QueueDefinition<T>) {
      const { name, retryLimit, retryDelaySeconds, expireInSeconds, concurrency, handler } = definition;
      // pg-boss's retry delay would also hold back the takeover of a dead process's job; the handler waits instead.
      const queueOptions = { retryLimit, retryDelay: 0, heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds, notify: true };
      await oneProcessAtATime(driver, async () => {
        const stored = await boss.getQueue(name);
        if (!stored) await boss.createQueue(name, queueOptions);
        else if (!holdsOptions(stored, queueOptions)) await boss.updateQueue(name, queueOptions);
      });
      const workOptions = {
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: NOTIFIED_POLLING_SECONDS,
        heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS,
        localConcurrency: concurrency,
        batchSize: 1,
      };
      const workerId = await boss.work<T>(name, workOptions, async ([job]) => {
        if (!job) return;
        const stopping = new AbortController();
        running.add(stopping);
        const signal = AbortSignal.any([job.signal, stopping.signal]);
        const isLastAttempt = job.retryCount >= retryLimit;
        try {
          await handler({ id: job.id, data: job.data, attempt: job.retryCount, isLastAttempt, signal });
        } catch (error) {
          // Still claimed (and touched) while it waits: a process that dies now hands the job on at once.
          if (!isLastAttempt && !signal.aborted) await pause(retryDelaySeconds, signal);
          throw error;
        } finally {
          running.delete(stopping);
        }
      });
      wakeUps.add(name, workerId);
    },

    async send(name, data, sendOptions = {}) {
      // Drizzle types `execute` loosely (unknown rows); pg-boss reads `rows`, which both drivers answer.
      const db = sendOptions.tx ? fromDrizzle(sendOptions.tx as Parameters<typeof fromDrizzle>[0], sql) : undefined;
      const { startAfterSeconds, id: ownId } = sendOptions;
      if (startAfterSeconds !== undefined && !(Number.isFinite(startAfterSeconds) && startAfterSeconds >= 0))
        throw new Error(`A job starts 0 or more seconds from now, not ${startAfterSeconds}`);
      const id = await boss.send(name, data, {
        ...(db ? { db } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
        ...(ownId ? { id: ownId } : {}),
      });
      if (startAfterSeconds) wakeUps.at(name, startAfterSeconds);
      if (id) return id;
      // pg-boss skips a job whose id it holds already (ON CONFLICT DO NOTHING): that job is this one.
      if (ownId) return ownId;
      throw new Error(`The job queue refused a job for ${name}`);
    },

    async stateOf(name, id) {
      const job = await boss.getJobById(name, id);
      return job?.state;
    },

    async stop() {
      wakeUps.stop();
      for (const job of running) job.abort(new Error('The process is stopping'));
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
