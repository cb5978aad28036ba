import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { DomainEvent, DomainEvents } from './domain-events';

/**
 * DomainEvents for tests, kept as the notifications outbox keeps them: each event is written on the transaction it is
 * published on, and a repeated key is ignored. `committed()` reads back what committed; `published` is every call made.
 * `failNext()` makes the next publish throw once it has written, as an outbox that fails mid-transaction would.
 */
export async function recordingDomainEvents(db: Database) {
  await db.execute(
    sql`create table if not exists recorded_domain_events (seq serial primary key, key text not null unique, event jsonb not null)`,
  );
  const published: DomainEvent[] = [];
  let failures = 0;
  const events: DomainEvents = {
    async publish(on, event) {
      published.push(event);
      await on.execute(
        sql`insert into recorded_domain_events (key, event) values (${event.key}, ${JSON.stringify(event)}::jsonb) on conflict (key) do nothing`,
      );
      if (failures > 0) {
        failures -= 1;
        throw new Error('The outbox failed');
      }
    },
  };
  return {
    events,
    published,
    failNext: () => void (failures += 1),
    async committed(): Promise<DomainEvent[]> {
      const { rows } = (await db.execute(sql`select event from recorded_domain_events order by seq`)) as { rows: { event: DomainEvent }[] };
      return rows.map((row) => row.event);
    },
  };
}
