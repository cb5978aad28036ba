import { eq, isNull } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { demoGrants } from './account.schema';

export async function addPendingDemoGrant(tx: Database, userId: string): Promise<void> {
  await tx.insert(demoGrants).values({ userId });
}

export async function listPendingDemoGrants(db: Database): Promise<string[]> {
  const rows = await db
    .select({ userId: demoGrants.userId })
    .from(demoGrants)
    .where(isNull(demoGrants.grantedAt))
    .orderBy(demoGrants.userId);
  return rows.map((row) => row.userId);
}

export async function markDemoGranted(db: Database, userId: string): Promise<void> {
  await db.update(demoGrants).set({ grantedAt: new Date() }).where(eq(demoGrants.userId, userId));
}
