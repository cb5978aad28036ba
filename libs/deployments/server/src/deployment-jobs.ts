import type { JobQueue, QueueDefinition } from '@bagel/jobs';
import type { PodProvider } from '@bagel/ports';
import type { Lifecycle } from './deployment-lifecycle';
import { ADVANCE_QUEUE, scheduleLook, STOP_QUEUE, type AdvanceJob, type StopJob } from './deployment-queues';
import { nextLook } from './pod-observation';

interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Follows a deployment without anyone reading it: the first look creates the pod; each look brings the deployment up to
 * date (state, minutes charged, cap and balance checked) and schedules the next, a few seconds on while the pod starts
 * and at the start of the next unbilled minute once it runs. A look that fails is retried; if the last attempt fails,
 * the deployment is stopped rather than left running unbilled.
 */
export function advanceQueue({
  lifecycle,
  jobs,
  now,
  log,
  retryDelaySeconds = 10,
}: {
  lifecycle: Lifecycle;
  jobs: JobQueue;
  now: () => number;
  log: Log;
  retryDelaySeconds?: number;
}): QueueDefinition<AdvanceJob> {
  return {
    name: ADVANCE_QUEUE,
    retryLimit: 10,
    retryDelaySeconds,
    expireInSeconds: 15 * 60,
    concurrency: 4,
    async handler(job) {
      const { podId, step } = job.data;
      try {
        await lifecycle.startPod(podId, job.isLastAttempt);
        const deployment = await lifecycle.advance(podId);
        if (!deployment) return;
        const at = nextLook(deployment, now());
        if (at !== null) await scheduleLook(jobs, { podId, step: step + 1 }, at - now());
      } catch (error) {
        // A stopping process hands the job on; that is no failure of the deployment.
        if (job.signal.aborted) throw error;
        log.warn({ err: error, podId, step, attempt: job.attempt }, 'A look at a deployment failed');
        if (job.isLastAttempt) await lifecycle.end(podId, 'failed', `Stopped: the platform could not follow its pod (${reasonOf(error)})`);
        throw error;
      }
    },
  };
}

/** Terminates an ended deployment's pod at the provider, retrying for about ten minutes while it cannot be reached. */
export function stopQueue({
  pods,
  log,
  retryDelaySeconds = 30,
}: {
  pods: PodProvider;
  log: Log;
  retryDelaySeconds?: number;
}): QueueDefinition<StopJob> {
  return {
    name: STOP_QUEUE,
    retryLimit: 20,
    retryDelaySeconds,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    async handler(job) {
      try {
        await pods.terminate(job.data.providerPodId);
      } catch (error) {
        const context = { err: error, podId: job.data.podId, providerPodId: job.data.providerPodId };
        if (job.isLastAttempt) log.error(context, 'Could not terminate a pod; it must be stopped at the provider by hand');
        throw error;
      }
    },
  };
}
