import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { purchases } from './assets.schema';

export type PurchaseRow = typeof purchases.$inferSelect;

export async function findPurchase(db: Database, assetId: string, buyerId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.assetId, assetId), eq(purchases.buyerId, buyerId)));
  return row;
}

/** Which of `assetIds` the buyer owns a purchase of. */
export async function findPurchasedIds(db: Database, buyerId: string, assetIds: readonly string[]): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .select({ assetId: purchases.assetId })
    .from(purchases)
    .where(and(eq(purchases.buyerId, buyerId), inArray(purchases.assetId, [...assetIds])));
  return new Set(rows.map((row) => row.assetId));
}

/** Records the purchase once: a second (concurrent) insert for the same buyer and asset is a no-op. */
export async function insertPurchase(db: Database, purchase: typeof purchases.$inferInsert): Promise<void> {
  await db.insert(purchases).values(purchase).onConflictDoNothing();
}
