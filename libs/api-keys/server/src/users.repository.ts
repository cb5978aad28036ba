import { eq } from 'drizzle-orm';
import type { provisionUser, RouteBody } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { users } from './api-keys.schema';

export type MirroredUser = RouteBody<typeof provisionUser>;

/** Inserts the user, or updates the mirror of an existing id; the row stays locked until the transaction ends. */
export async function upsertUser(db: Database, user: MirroredUser): Promise<void> {
  await db
    .insert(users)
    .values(user)
    .onConflictDoUpdate({ target: users.id, set: { username: user.username, email: user.email } });
}

/** Locks the user's row until the transaction ends, so changes to one user's key take turns. */
export async function lockUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** The user's API keys are deleted with it (foreign key cascade). */
export async function deleteUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
