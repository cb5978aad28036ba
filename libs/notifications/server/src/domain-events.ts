import type { DomainEvents } from '@bagel/ports';
import { events } from './notifications.schema';

/**
 * The {@link DomainEvents} outbox other domains publish into. Each event is a row of `notifications.events` written on
 * the caller's transaction (`on`), so it exists exactly when the change it reports was committed; a key already
 * published (a retried job, a concurrent reader) adds nothing.
 */
export function createDomainEvents(): DomainEvents {
  return {
    async publish(on, event) {
      await on
        .insert(events)
        .values({ key: event.key, topic: event.topic, userId: event.userId, data: event.data })
        .onConflictDoNothing({ target: events.key });
    },
  };
}
