import { stableUuid } from '@bagel/server-kit';
import type { JobQueue } from './job-queue';

export interface PeriodicJob {
  /** The queue; only processes that work it run the job. */
  name: string;
  everySeconds: number;
  /** `period` counts periods of `everySeconds` since the epoch; `signal` aborts when the process stops. */
  run(run: { period: number; signal: AbortSignal }): Promise<void>;
  log: { error(object: object, message: string): void };
}

interface PeriodRun {
  /** Which period of `everySeconds` since the epoch this run is for; it names the job. */
  period: number;
}

/** Schedules the run of the period `now` falls in (at once), or of the one after it (at its start). */
function schedulePeriod(jobs: JobQueue, { name, everySeconds }: PeriodicJob, which: 'current' | 'next', now = Date.now()) {
  const periodMs = everySeconds * 1000;
  const period = Math.floor(now / periodMs) + (which === 'next' ? 1 : 0);
  return jobs.send<PeriodRun>(
    name,
    { period },
    { id: stableUuid(`${name}:${period}`), startAfterSeconds: Math.max(0, period * periodMs - now) / 1000 },
  );
}

/**
 * Runs `job` once every `everySeconds`, however many processes work its queue, without pg-boss's cron (which needs
 * Temporal, absent from Node 20): each run schedules the next period's, and a run's id is derived from its period, so
 * every process (and a retried run) asking for the same period adds one job. Each process starts the chain for the
 * current period; chains meet in it. A failed run is logged and left to the next; only failing to schedule the next is
 * retried, for about an hour, so a database outage does not end the chain.
 */
export async function workPeriodically(jobs: JobQueue, job: PeriodicJob): Promise<void> {
  await jobs.work<PeriodRun>({
    name: job.name,
    retryLimit: 720,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
    concurrency: 1,
    async handler({ data, signal }) {
      try {
        await job.run({ period: data.period, signal });
      } catch (error) {
        // A stopping process hands the run on to another process, which schedules the next.
        if (signal.aborted) throw error;
        job.log.error({ err: error, queue: job.name }, 'A periodic job failed; its next run tries again');
      }
      if (signal.aborted) throw new Error('The process stopped during the run');
      await schedulePeriod(jobs, job, 'next');
    },
  });
  await schedulePeriod(jobs, job, 'current');
}
