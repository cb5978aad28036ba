import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { DomainEvent, DomainEventTopic, LedgerEvents } from '@bagel/ports';
import { wordDomainEvent, wordLedgerEvent } from './notification-wording';
import { insertNotifications } from './notifications.repository';
import { events } from './notifications.schema';
import { DOMAIN_EVENTS_CHANNEL } from './domain-events-channel';

/** Events taken from each outbox per transaction. */
const BATCH_SIZE = 100;
/** Batches of each outbox one run handles at most; the next run (a second later) takes the rest. */
const MAX_BATCHES = 50;

/**
 * The topics this publisher words. An event of a topic it does not know (published by a newer version during a rolling
 * deploy) stays in the outbox for a publisher that does, rather than being lost or blocking the others.
 */
const WORDED_TOPICS = Object.keys({
  'clone.finished': true,
  'clone.failed': true,
  'fine_tune.finished': true,
  'fine_tune.failed': true,
  'deployment.running': true,
  'deployment.failed': true,
  'deployment.stopped': true,
} satisfies Record<DomainEventTopic, true>) as DomainEventTopic[];

export interface PublisherDependencies {
  db: Database;
  ledgerEvents: LedgerEvents;
}

export interface Publisher {
  /**
   * Turns every unpublished event of both outboxes (the ledger's and the domain events') into notifications, each
   * exactly once: an event's notification and its being marked published commit together, and concurrent publishers
   * skip each other's events. Resolves to how many events were handled. With `announced` (the channels whose
   * announcements asked for this run), only those outboxes are looked at: a transfer costs no look at the other.
   */
  publishPending(signal?: AbortSignal, announced?: ReadonlySet<string>): Promise<number>;
}

export function createPublisher({ db, ledgerEvents }: PublisherDependencies): Publisher {
  /** The ledger names each transfer's sender on the receiving line: one transaction words a batch, nothing is looked up. */
  function publishLedgerBatch(): Promise<number> {
    return ledgerEvents.drain(async (batch, on) => {
      const rows = batch.flatMap((event) => {
        const draft = wordLedgerEvent(event);
        return draft ? [{ ...draft, source: 'ledger' as const, sourceId: event.transferId }] : [];
      });
      await insertNotifications(on, rows);
    }, BATCH_SIZE);
  }

  function publishDomainBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(events)
        .where(and(isNull(events.publishedAt), inArray(events.topic, WORDED_TOPICS)))
        .orderBy(events.id)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      await insertNotifications(
        tx,
        rows.map((row) => {
          // Written only by createDomainEvents from a typed DomainEvent, so topic and data belong together.
          const event = { topic: row.topic, userId: row.userId, key: row.key, data: row.data } as DomainEvent;
          return { ...wordDomainEvent(event), source: 'event' as const, sourceId: row.key };
        }),
      );
      await tx
        .update(events)
        .set({ publishedAt: sql`now()` })
        .where(
          inArray(
            events.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.length;
    });
  }

  return {
    async publishPending(signal, announced) {
      const ledgerToo = !announced || announced.has(ledgerEvents.channel);
      const domainToo = !announced || announced.has(DOMAIN_EVENTS_CHANNEL);
      let handled = 0;
      for (let batch = 0; batch < MAX_BATCHES && !signal?.aborted; batch++) {
        const ledger = ledgerToo ? await publishLedgerBatch() : 0;
        const domain = domainToo ? await publishDomainBatch() : 0;
        handled += ledger + domain;
        if (ledger < BATCH_SIZE && domain < BATCH_SIZE) break;
      }
      return handled;
    },
  };
}
