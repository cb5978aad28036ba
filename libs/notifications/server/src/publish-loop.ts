import { setImmediate } from 'node:timers/promises';
import type { Listen } from '@bagel/db';
import type { Publisher } from './publisher';

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
 * announcement during a run asks for one more), looking only at the outboxes announced (a transfer wakes the ledger's). Processes draining at once take disjoint events (`SKIP LOCKED`), so
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
  /** The channels announced since the current run began: the next run looks at their outboxes only. */
  const announced = new Set<string>();

  /** Runs the publisher for the channels announced so far, unless a run is under way: it starts the next one. */
  function start(): void {
    if (stopping.signal.aborted || running || announced.size === 0) return;
    const these = new Set(announced);
    announced.clear();
    // The run begins after the I/O already waiting, so requests received meanwhile queue their transfers first and
    // one run publishes them all. On PGlite an announcement arrives inside the committing query's turn: a run started
    // there took the database before the next request's transfer, every time, and published one event per run
    // (a transaction of six statements per transfer). With the yield a run takes about seven, and HTTP transfers
    // went 71-91/s -> 160-192/s in bench:ledger.
    running = setImmediate()
      .then(() => publisher.publishPending(stopping.signal, these))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'Publishing notifications failed; the next announcement tries again'),
      )
      .finally(() => {
        running = undefined;
        start();
      });
  }
  function announce(these: readonly string[]): void {
    for (const channel of these) announced.add(channel);
    start();
  }

  // A reconnection, the fallback and the start look at every outbox: announcements may have been missed.
  const listening = await Promise.all(
    channels.map((channel) =>
      listen(
        channel,
        () => announce([channel]),
        () => announce(channels),
      ),
    ),
  );
  const fallback = setInterval(() => announce(channels), fallbackSeconds * 1000);
  announce(channels);
  return {
    async stop() {
      stopping.abort();
      clearInterval(fallback);
      await Promise.all(listening.map((subscription) => subscription.close()));
      await running;
    },
  };
}
