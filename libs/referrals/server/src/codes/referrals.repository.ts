import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { codes, redemptions, type CodeRow, type RedemptionRow } from '../referrals.schema';

export async function findCodeOf(db: Database, userId: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(codes).where(eq(codes.userId, userId));
  return row;
}

export async function findCode(db: Database, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(codes).where(eq(codes.code, code));
  return row;
}

/** Nothing when the user has a code already, or when another user's code is this text (the caller draws again). */
export async function insertCode(db: Database, userId: string, code: string): Promise<void> {
  await db.insert(codes).values({ userId, code }).onConflictDoNothing();
}

/**
 * These users' codes (those they have), locked until the transaction ends in one order, so two redemptions that lock
 * the same codes take turns rather than deadlock: redemptions of one code take turns at its count, and two users
 * redeeming each other's codes at once see each other.
 */
export async function lockCodesOf(tx: Database, userIds: string[]): Promise<CodeRow[]> {
  return tx.select().from(codes).where(inArray(codes.userId, userIds)).orderBy(asc(codes.userId)).for('update');
}

export async function findRedemption(db: Database, inviteeId: string): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(redemptions).where(eq(redemptions.inviteeId, inviteeId));
  return row;
}

/**
 * Records the friend as the code's next one and counts them; call it with the code locked. Nothing when the friend has
 * redeemed a code meanwhile (a concurrent request of theirs).
 */
export async function insertRedemption(tx: Database, code: CodeRow, inviteeId: string): Promise<RedemptionRow | undefined> {
  const position = code.friendsJoined + 1;
  const [row] = await tx
    .insert(redemptions)
    .values({ inviteeId, inviterId: code.userId, code: code.code, position })
    .onConflictDoNothing({ target: redemptions.inviteeId })
    .returning();
  if (row) await tx.update(codes).set({ friendsJoined: position }).where(eq(codes.userId, code.userId));
  return row;
}

export async function markFriendBonusPaid(db: Database, inviteeId: string): Promise<void> {
  await db
    .update(redemptions)
    .set({ friendBonusPaidAt: sql`coalesce(${redemptions.friendBonusPaidAt}, now())` })
    .where(eq(redemptions.inviteeId, inviteeId));
}

export async function markInviterBonusPaid(db: Database, inviterId: string): Promise<void> {
  await db
    .update(codes)
    .set({ inviterBonusPaidAt: sql`coalesce(${codes.inviterBonusPaidAt}, now())` })
    .where(eq(codes.userId, inviterId));
}
