import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from './job-queue';
import { workPeriodically } from './periodic-job';

describe('a periodic job', () => {
  let database: DatabaseHandle;
  /** Two processes sharing one database. */
  let processes: JobQueue[];
  const errors: object[] = [];
  const log = { error: (object: object) => void errors.push(object) };

  beforeEach(async () => {
    database = await openTestDatabase([]);
    processes = [
      await startJobQueue(database.driver, { log, pollingIntervalSeconds: 0.5 }),
      await startJobQueue(database.driver, { log, pollingIntervalSeconds: 0.5 }),
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
    await expect.poll(() => periods.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    expect(new Set(periods).size).toBe(periods.length);
    expect(periods.slice(1).every((period, index) => period > (periods[index] ?? period))).toBe(true);
  });

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
    await expect.poll(() => periods.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([expect.objectContaining({ queue: 'flaky-tick', err: new Error('the disk is busy') })]);
  });
});
