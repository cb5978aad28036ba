import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from './job-queue';
import { workPeriodically } from './periodic-job';

describe('a periodic job', () => {
  let database: DatabaseHandle;
  /** Two processes sharing one database. */
  let processes: JobQueue[];
  const silent = { error: () => undefined };
  /** What the periodic job logs (the queues' own reports, such as a busy database's, are not its). */
  const errors: object[] = [];
  const log = { error: (object: object) => void errors.push(object) };

  beforeEach(async () => {
    database = await openTestDatabase([]);
    processes = [
      await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 }),
      await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 }),
    ];
    errors.length = 0;
  });

  afterEach(async () => {
    await Promise.all(processes.map((queue) => queue.stop()));
    await database.close();
  });

  it('runs once a period however many processes work it, period after period', async () => {
    const periods: number[] = [];
    for (const queue of processes) {
      await workPeriodically(queue, { name: 'tick', everySeconds: 1, log, run: async ({ period }) => void periods.push(period) });
    }
    await expect.poll(() => periods.length, { timeout: 80_000 }).toBeGreaterThanOrEqual(3);
    // Each process starts the chain at the period it starts in, so the first runs may come in either order: once each.
    expect(new Set(periods).size).toBe(periods.length);
  }, 90_000);

  it('logs a failed run and goes on with the next period', async () => {
    const periods: number[] = [];
    await workPeriodically(processes[0] as JobQueue, {
      name: 'flaky-tick',
      everySeconds: 1,
      log,
      async run({ period }) {
        periods.push(period);
        if (periods.length === 1) throw new Error('the disk is busy');
      },
    });
    await expect.poll(() => periods.length, { timeout: 80_000 }).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([expect.objectContaining({ queue: 'flaky-tick', err: new Error('the disk is busy') })]);
  }, 90_000);
});
