import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Db } from 'pg-boss';
import type { Database, DatabaseDriver } from '@bagel/db';

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
  retryDelaySeconds: number;
  /**
   * A running job's process proves it is alive this often; a job whose process died is handed to another
   * process after this long, instead of after its whole expiry.
   */
  heartbeatSeconds: number;
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
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
}

/** pg-boss over the app's own connection: PGlite's one session, or the pool's connections. */
function adapterFor(driver: DatabaseDriver): { db: Db; backend?: 'pglite' } {
  if (driver.kind === 'pglite') return { db: fromPglite(driver.client), backend: 'pglite' };
  const { pool } = driver;
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } };
}

/**
 * The durable job queue every long-running piece of work goes through (clones, training, deployments, billing,
 * notifications): pg-boss in the app's own PostgreSQL (or PGlite), so jobs survive restarts and several api
 * processes share them, each job run by one process at a time.
 */
export async function startJobQueue(driver: DatabaseDriver, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ ...adapterFor(driver), schedule: false, supervise: true });
  boss.on('error', (error: unknown) => options.log.error({ err: error }, 'The job queue reported an error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  /** One per running job: stopping aborts them at once rather than waiting out pg-boss's shutdown timeout. */
  const running = new Set<AbortController>();

  return {
    async work<T extends object>(definition: QueueDefinition<T>) {
      const { name, retryLimit, retryDelaySeconds, heartbeatSeconds, expireInSeconds, concurrency, handler } = definition;
      const queueOptions = { retryLimit, retryDelay: retryDelaySeconds, heartbeatSeconds, expireInSeconds };
      if (await boss.getQueue(name)) await boss.updateQueue(name, { retryLimit, retryDelay: retryDelaySeconds, expireInSeconds });
      else await boss.createQueue(name, queueOptions);
      await boss.work<T>(name, { pollingIntervalSeconds, localConcurrency: concurrency, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const stopping = new AbortController();
        running.add(stopping);
        try {
          await handler({
            id: job.id,
            data: job.data,
            attempt: job.retryCount,
            isLastAttempt: job.retryCount >= retryLimit,
            signal: AbortSignal.any([job.signal, stopping.signal]),
          });
        } finally {
          running.delete(stopping);
        }
      });
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
      for (const job of running) job.abort(new Error('The process is stopping'));
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
