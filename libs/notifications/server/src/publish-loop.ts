import type { Listen } from '@bagel/db';
import type { Publisher } from './publisher';

/** Where other domains' events are announced (migration 0002_announce_changes). */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';

/**
 * How often a publisher drains even without an announcement: what a process that died mid-drain had locked (its
 * transaction rolled back, no one announces those events again), and a backlog past one run's batches. Within the
 * 15 s in which another process takes over a dead one's jobs; each run is a transaction, so not much more often.
 */
export const PUBLISH_FALLBACK_SECONDS = 15;

interface PublishLoopOptions {
  publisher: Publisher;
  listen: Listen;
  /** The outboxes' channels: the ledger's (`LedgerEvents.channel`) and the domain events'. */
  channels: string[];
  log: { error(object: object, message: string): void };
  fallbackSeconds?: number;
}

/**
 * Publishes in every api process, as soon as an outbox announces new events, one run at a time in a process (an
 * announcement during a run asks for one more). Processes draining at once take disjoint events (`SKIP LOCKED`), so
 * there is no single holder whose death stops notifications: the others carry on, and pick up what it had locked at
 * their next run. Resolves once listening; `stop` waits for the current run.
 */
export async function publishAsAnnounced({
  publisher,
  listen,
  channels,
  log,
  fallbackSeconds = PUBLISH_FALLBACK_SECONDS,
}: PublishLoopOptions) {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  function run(): void {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = publisher
      .publishPending(stopping.signal)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'Publishing notifications failed; the next announcement tries again'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const listening = await Promise.all(channels.map((channel) => listen(channel, run, run)));
  const fallback = setInterval(run, fallbackSeconds * 1000);
  run();
  return {
    async stop() {
      stopping.abort();
      clearInterval(fallback);
      await Promise.all(listening.map((subscription) => subscription.close()));
      await running;
    },
  };
}
