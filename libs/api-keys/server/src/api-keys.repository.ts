import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { UserRole } from '@bagel/contract';
import { apiKeys, users } from './api-keys.schema';

const isActive = isNull(apiKeys.revokedAt);

/** The user an active key belongs to, with their role (the waitlist may restrict them). */
export async function findActiveKeyOwner(db: Database, keyHash: string): Promise<{ userId: string; role: UserRole } | undefined> {
  const [row] = await db
    .select({ userId: apiKeys.userId, role: users.role })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isActive));
  return row;
}

export async function findActiveSealedKey(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ keyCiphertext: apiKeys.keyCiphertext })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isActive));
  return row?.keyCiphertext;
}

export async function revokeActiveKey(db: Database, userId: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.userId, userId), isActive));
}

export async function insertActiveKey(db: Database, key: { userId: string; keyHash: string; keyCiphertext: string }): Promise<void> {
  await db.insert(apiKeys).values(key);
}
