import { workPeriodically, type JobQueue } from '@bagel/jobs';
import type { Publisher } from './publisher';

/** Drains the outboxes into notifications, once a second. */
const PUBLISH_QUEUE = 'notifications.publish';

/**
 * Publishes what is pending every second, in one process at a time however many work the queue. A failed run is logged and
 * left to the next second's.
 */
export function publishEverySecond({
  publisher,
  jobs,
  log,
}: {
  publisher: Publisher;
  jobs: JobQueue;
  log: { error(object: object, message: string): void };
}) {
  return workPeriodically(jobs, {
    name: PUBLISH_QUEUE,
    everySeconds: 1,
    log,
    run: async ({ signal }) => void (await publisher.publishPending(signal)),
  });
}
