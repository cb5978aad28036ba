import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase, queryRows, usingPostgres } from '@bagel/db/testing';
import { startJobQueue, type JobQueue, type RunningJob } from './job-queue';

const silentLog = { error: () => undefined };

/** Resolves once `done()` says so, checking every 50 ms; fails after `ms`. */
async function eventually(done: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const quickQueue = { retryDelaySeconds: 0, expireInSeconds: 60, concurrency: 1 };

describe('the job queue', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;

  beforeEach(async () => {
    database = await openTestDatabase([]);
    queue = await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 });
  });

  afterEach(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs a job sent to a queue once, with its data, and records it completed', async () => {
    const seen: RunningJob<{ n: number }>[] = [];
    await queue.work<{ n: number }>({ name: 'count', retryLimit: 0, ...quickQueue, handler: async (job) => void seen.push(job) });
    const id = await queue.send('count', { n: 7 });
    await eventually(async () => (await queue.stateOf('count', id)) === 'completed');
    expect(seen.map((job) => [job.id, job.data.n, job.attempt, job.isLastAttempt])).toEqual([[id, 7, 0, true]]);
  });

  it('retries a failing job and tells the handler which attempt is the last', async () => {
    const attempts: [number, boolean][] = [];
    await queue.work<{ n: number }>({
      name: 'flaky',
      retryLimit: 2,
      ...quickQueue,
      handler: async (job) => {
        attempts.push([job.attempt, job.isLastAttempt]);
        throw new Error('not yet');
      },
    });
    const id = await queue.send('flaky', { n: 1 });
    await eventually(async () => (await queue.stateOf('flaky', id)) === 'failed');
    expect(attempts).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
  });

  it('writes a job inside a transaction: rolled back, it never runs; committed, it does', async () => {
    const ran: string[] = [];
    await queue.work<{ label: string }>({
      name: 'tx',
      retryLimit: 0,
      ...quickQueue,
      handler: async (job) => void ran.push(job.data.label),
    });
    let rolledBackId = '';
    await database.db
      .transaction(async (tx) => {
        rolledBackId = await queue.send('tx', { label: 'rolled back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const committedId = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return queue.send('tx', { label: 'committed' }, { tx });
    });
    await eventually(async () => (await queue.stateOf('tx', committedId)) === 'completed');
    expect(ran).toEqual(['committed']);
    expect(await queue.stateOf('tx', rolledBackId)).toBeUndefined();
  });

  it('sends a job with its own id once: sending that id again adds nothing and answers the id', async () => {
    const ran: number[] = [];
    await queue.work<{ n: number }>({ name: 'own-id', retryLimit: 0, ...quickQueue, handler: async (job) => void ran.push(job.data.n) });
    const id = '0b7c6a52-5f7e-4d5e-8a0e-2a3f4c5d6e7f';
    expect(await queue.send('own-id', { n: 1 }, { id })).toBe(id);
    expect(await queue.send('own-id', { n: 2 }, { id })).toBe(id);
    await eventually(async () => (await queue.stateOf('own-id', id)) === 'completed');
    // Once it ran, the id still names it: a late duplicate does not run again.
    expect(await queue.send('own-id', { n: 3 }, { id })).toBe(id);
    expect(await queue.stateOf('own-id', id)).toBe('completed');
    expect(ran).toEqual([1]);
  });

  it('holds a job back for startAfterSeconds, and refuses a negative delay', async () => {
    const ran: string[] = [];
    await queue.work<{ label: string }>({
      name: 'later',
      retryLimit: 0,
      ...quickQueue,
      handler: async (job) => void ran.push(job.data.label),
    });
    const later = await queue.send('later', { label: 'later' }, { startAfterSeconds: 3600 });
    const now = await queue.send('later', { label: 'now' }, { startAfterSeconds: 0 });
    await eventually(async () => (await queue.stateOf('later', now)) === 'completed');
    expect(ran).toEqual(['now']);
    expect(await queue.stateOf('later', later)).toBe('created');
    await expect(queue.send('later', { label: 'never' }, { startAfterSeconds: -1 })).rejects.toThrow(/0 or more seconds/);
  });

  it('defines a queue again without losing its jobs (every process defines the queues it works)', async () => {
    const ran: number[] = [];
    const definition = {
      name: 'again',
      retryLimit: 0,
      ...quickQueue,
      handler: async (job: RunningJob<{ n: number }>) => void ran.push(job.data.n),
    };
    await queue.work(definition);
    const second = await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 });
    try {
      await second.work(definition);
      const ids = await Promise.all([1, 2, 3, 4].map((n) => queue.send('again', { n })));
      await eventually(async () =>
        (await Promise.all(ids.map((id) => queue.stateOf('again', id)))).every((state) => state === 'completed'),
      );
      expect(ran.sort()).toEqual([1, 2, 3, 4]);
    } finally {
      await second.stop();
    }
  });

  it('updates a queue defined again only when its options changed', async () => {
    const definition = { name: 'tuned', retryLimit: 1, ...quickQueue, handler: async () => undefined };
    const stored = async () =>
      queryRows<{ retry_limit: number; updated_on: unknown }>(
        database.db,
        sql`select retry_limit, updated_on from pgboss.queue where name = 'tuned'`,
      );
    await queue.work(definition);
    const [created] = await stored();
    const same = await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 });
    const changed = await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 });
    try {
      await same.work(definition);
      expect(await stored()).toEqual([created]);
      await changed.work({ ...definition, retryLimit: 3 });
      expect((await stored()).map((row) => row.retry_limit)).toEqual([3]);
    } finally {
      await Promise.all([same.stop(), changed.stop()]);
    }
  });
});

describe('a job whose process stops', () => {
  it('is run again by another process sharing the database', async () => {
    const database = await openTestDatabase([]);
    const [first, second] = [
      await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 }),
      await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 }),
    ];
    try {
      const runs: string[] = [];
      let started = false;
      await first.work<{ n: number }>({
        name: 'handover',
        retryLimit: 2,
        ...quickQueue,
        handler: (job) =>
          new Promise<void>((_resolve, reject) => {
            started = true;
            runs.push(`first attempt ${job.attempt}`);
            job.signal.addEventListener('abort', () => reject(new Error('stopping')));
          }),
      });
      const id = await first.send('handover', { n: 1 });
      await eventually(() => started);
      await first.stop();
      await second.work<{ n: number }>({
        name: 'handover',
        retryLimit: 2,
        ...quickQueue,
        handler: async (job) => void runs.push(`second attempt ${job.attempt}`),
      });
      await eventually(async () => (await second.stateOf('handover', id)) === 'completed');
      expect(runs).toEqual(['first attempt 0', 'second attempt 1']);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await database.close();
    }
  });
});

describe('waking workers without polling each queue', () => {
  it('runs a job at once and a delayed job at its start, though the idle look runs once a minute', async () => {
    const database = await openTestDatabase([]);
    const queue = await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 60 });
    try {
      const ran: string[] = [];
      await queue.work<{ label: string }>({
        name: 'woken',
        retryLimit: 0,
        ...quickQueue,
        handler: async (job) => void ran.push(job.data.label),
      });
      const now = await queue.send('woken', { label: 'now' });
      const later = await queue.send('woken', { label: 'later' }, { startAfterSeconds: 1 });
      await eventually(async () => (await queue.stateOf('woken', later)) === 'completed', 10_000);
      expect(await queue.stateOf('woken', now)).toBe('completed');
      expect(ran).toEqual(['now', 'later']);
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});

describe.runIf(usingPostgres())('a job whose process dies', () => {
  it('is taken over by another process once its heartbeat stops, and the second attempt finishes it', async () => {
    const database = await openTestDatabase([]);
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
    // The dying process has connections of its own, as another process would.
    const dying = await openDatabase({ url: database.driver.pool.options.connectionString });
    const [first, second] = [
      await startJobQueue(dying.driver, { log: silentLog, pollingIntervalSeconds: 0.5 }),
      await startJobQueue(database.driver, { log: silentLog, pollingIntervalSeconds: 0.5 }),
    ];
    try {
      const runs: string[] = [];
      const definition = { name: 'takeover', retryLimit: 2, ...quickQueue, retryDelaySeconds: 30 };
      await first.work<{ n: number }>({
        ...definition,
        handler: async (job) => {
          runs.push(`first attempt ${job.attempt}`);
          // The process dies mid-job: its connections are gone, so it can neither touch nor settle the job.
          await dying.close();
          await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
        },
      });
      const id = await second.send('takeover', { n: 1 });
      await eventually(() => runs.length === 1);
      await second.work<{ n: number }>({ ...definition, handler: async (job) => void runs.push(`second attempt ${job.attempt}`) });
      await eventually(async () => (await second.stateOf('takeover', id)) === 'completed', 30_000);
      expect(runs).toEqual(['first attempt 0', 'second attempt 1']);
    } finally {
      await second.stop();
      await first.stop().catch(() => undefined);
      await database.close();
    }
  }, 45_000);
});

describe.runIf(usingPostgres())('processes starting at once on a new database', () => {
  it('set the queue up once between them, and both work it', async () => {
    const database = await openTestDatabase([]);
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
    const other = await openDatabase({ url: database.driver.pool.options.connectionString });
    const queues = await Promise.all(
      [database, other].map((handle) => startJobQueue(handle.driver, { log: silentLog, pollingIntervalSeconds: 0.5 })),
    );
    try {
      const ran: number[] = [];
      const definition = {
        name: 'together',
        retryLimit: 0,
        ...quickQueue,
        handler: async (job: RunningJob<{ n: number }>) => void ran.push(job.data.n),
      };
      await Promise.all(queues.map((queue) => queue.work(definition)));
      const [first, second] = queues as [JobQueue, JobQueue];
      const id = await first.send('together', { n: 1 });
      await eventually(async () => (await second.stateOf('together', id)) === 'completed');
      expect(ran).toEqual([1]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await other.close();
      await database.close();
    }
  });
});
