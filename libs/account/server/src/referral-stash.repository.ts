import { eq } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { referralStash } from './account.schema';

export async function stashReferralCode(db: Database, userId: string, referralCode: string): Promise<void> {
  await db
    .insert(referralStash)
    .values({ userId, referralCode })
    .onConflictDoUpdate({ target: referralStash.userId, set: { referralCode, createdAt: new Date() } });
}

export async function readReferralCode(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: referralStash.referralCode }).from(referralStash).where(eq(referralStash.userId, userId));
  return row?.code ?? null;
}

export async function deleteReferralCode(db: Database, userId: string): Promise<void> {
  await db.delete(referralStash).where(eq(referralStash.userId, userId));
}
