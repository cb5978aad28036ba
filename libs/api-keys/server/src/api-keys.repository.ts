import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { apiKeys } from './api-keys.schema';

const isActive = isNull(apiKeys.revokedAt);

export async function findActiveKeyOwner(db: Database, keyHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: apiKeys.userId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isActive));
  return row?.userId;
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

export async function insertActiveKey(
  db: Database,
  key: { userId: string; keyHash: string; keyCiphertext: string },
): Promise<void> {
  await db.insert(apiKeys).values(key);
}
