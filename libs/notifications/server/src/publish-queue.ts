import type { JobQueue, QueueDefinition } from '@bagel/jobs';
import { stableUuid } from '@bagel/server-kit';
import type { Publisher } from './publisher';

/** Drains the outboxes into notifications, then schedules its successor: one chain of runs a second apart. */
export const PUBLISH_QUEUE = 'notifications.publish';

export interface PublishJob {
  /** The second (Unix time) this run was scheduled for; it names the job. */
  second: number;
}

interface Log {
  error(object: object, message: string): void;
}

/**
 * Schedules the run for the second `delaySeconds` from now. Its id is derived from that second, so every process and
 * every retried run asking for the same second adds one job: the chains several api processes start merge as soon as
 * two of them schedule the same second (until then the publishers simply skip each other's events).
 */
export function schedulePublish(jobs: JobQueue, delaySeconds: number, now: number = Date.now()): Promise<string> {
  const second = Math.floor(now / 1000) + delaySeconds;
  return jobs.send<PublishJob>(
    PUBLISH_QUEUE,
    { second },
    { id: stableUuid(`notifications-publish:${second}`), startAfterSeconds: delaySeconds },
  );
}

/**
 * A run publishes what is pending and schedules the next a second later. A failure to publish is logged and left to
 * the successor (retrying as well would start a second chain); only failing to schedule the successor is retried, for
 * about an hour, so a database outage does not end the chain.
 */
export function publishQueue({ publisher, jobs, log }: { publisher: Publisher; jobs: JobQueue; log: Log }): QueueDefinition<PublishJob> {
  return {
    name: PUBLISH_QUEUE,
    retryLimit: 720,
    retryDelaySeconds: 5,
    heartbeatSeconds: 30,
    expireInSeconds: 5 * 60,
    concurrency: 1,
    async handler(job) {
      try {
        await publisher.publishPending(job.signal);
      } catch (error) {
        // A stopping process hands the run on to another process, which schedules the successor.
        if (job.signal.aborted) throw error;
        log.error({ err: error }, 'Publishing notifications failed; the next run tries again');
      }
      if (job.signal.aborted) throw new Error('The process stopped during the run');
      await schedulePublish(jobs, 1);
    },
  };
}
