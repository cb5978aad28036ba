import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { attemptCounters } from './account.schema';

/** One hit, and the window it was counted in. */
export interface CountedHit {
  bucket: string;
  resetsAt: Date;
}

/**
 * Adds one hit to a bucket in a single statement (the row lock makes parallel hits count one after another),
 * starting a new window of `windowMs` if the last one has ended.
 */
export async function hitCounter(db: Database, bucket: string, now: Date, windowMs: number): Promise<CountedHit & { hits: number }> {
  const ended = sql`${attemptCounters.resetsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ bucket, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: attemptCounters.bucket,
      set: {
        hits: sql`case when ${ended} then 1 else ${attemptCounters.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${attemptCounters.resetsAt} end`,
      },
    })
    .returning({ hits: attemptCounters.hits, resetsAt: attemptCounters.resetsAt });
  if (!row) throw new Error('Counting an attempt returned no row');
  return { bucket, ...row };
}

/** Takes hits back, each from the window it was counted in (a window that has since restarted is left alone). */
export async function takeBackHits(db: Database, hits: readonly CountedHit[]): Promise<void> {
  if (hits.length === 0) return;
  await db
    .update(attemptCounters)
    .set({ hits: sql`${attemptCounters.hits} - 1` })
    .where(
      and(
        gt(attemptCounters.hits, 0),
        or(...hits.map((hit) => and(eq(attemptCounters.bucket, hit.bucket), eq(attemptCounters.resetsAt, hit.resetsAt)))),
      ),
    );
}

export async function deleteCounter(db: Database, bucket: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.bucket, bucket));
}

export async function deleteCountersResetBy(db: Database, now: Date): Promise<void> {
  await db.delete(attemptCounters).where(lte(attemptCounters.resetsAt, now));
}
