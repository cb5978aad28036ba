import { lte, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { requestCounters } from './api-keys.schema';

/**
 * Counts one request in `key`'s window of `windowMs` (a new window once the last has ended), in one statement
 * whose row lock makes parallel requests count one after another. Time is the database's, so api processes
 * whose clocks differ still share one window.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<{ hits: number; resetsInMs: number }> {
  const ended = sql`${requestCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${requestCounters.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${requestCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: requestCounters.hits,
      resetsInMs: sql<number>`(extract(epoch from ${requestCounters.resetsAt} - now()) * 1000)::float8`,
    });
  if (!row) throw new Error('Counting a request returned no row');
  return row;
}

/** Windows that have ended: nobody's count any more. */
export async function deleteEndedRequestCounters(db: Database): Promise<void> {
  await db.delete(requestCounters).where(lte(requestCounters.resetsAt, sql`now()`));
}
