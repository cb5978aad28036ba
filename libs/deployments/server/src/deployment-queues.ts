import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import { stableUuid } from '@bagel/server-kit';

/** Starts a deployment's pod, then follows it: each job looks once and schedules the next look. */
export const ADVANCE_QUEUE = 'deployments.advance';
/** Terminates an ended deployment's pod at the provider, retrying until the provider confirms. */
export const STOP_QUEUE = 'deployments.stop';

export interface AdvanceJob {
  podId: string;
  /** 0 for the first look (which creates the pod), then one more per look. */
  step: number;
}

export interface StopJob {
  podId: string;
  providerPodId: string;
}

/**
 * Schedules look number `step` at a deployment. Its id is derived from the two, so a handler retried after it scheduled
 * its successor schedules nothing more: one chain of looks per deployment.
 */
export function scheduleLook(jobs: JobQueue, job: AdvanceJob, delayMs: number, tx?: Database): Promise<string> {
  return jobs.send<AdvanceJob>(ADVANCE_QUEUE, job, {
    id: stableUuid(`deployment-look:${job.podId}:${job.step}`),
    startAfterSeconds: Math.max(0, delayMs) / 1000,
    ...(tx ? { tx } : {}),
  });
}

/** Schedules terminating the pod, once per deployment. */
export function scheduleStop(jobs: JobQueue, job: StopJob, tx?: Database): Promise<string> {
  return jobs.send<StopJob>(STOP_QUEUE, job, { id: stableUuid(`deployment-stop:${job.podId}`), ...(tx ? { tx } : {}) });
}
