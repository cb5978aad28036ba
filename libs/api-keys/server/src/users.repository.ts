import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { provisionUser } from '@bagel/api-keys-contract';
import type { RouteBody, RouteResponse, UserRole } from '@bagel/contract';
import { containsPattern, type Database } from '@bagel/db';
import { users } from './api-keys.schema';

/** What edge sends; without a role, a new user is a 'user' and an existing one keeps theirs. */
export type UserMirrorUpdate = RouteBody<typeof provisionUser>;
export type MirroredUser = RouteResponse<typeof provisionUser>;

/**
 * Inserts the user, or updates the mirror of an existing id; the row stays locked until the transaction
 * ends. Answers the user as stored. Call it inside a transaction.
 */
export async function upsertUser(db: Database, user: UserMirrorUpdate): Promise<MirroredUser> {
  // Two first provisionings of one id can both pass ON CONFLICT's check and then collide on the username
  // index, which would read as a clash with another user; taking turns per id makes the second an update.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${user.id}, 0))`);
  const changes = { username: user.username, email: user.email, ...(user.role ? { role: user.role } : {}) };
  const [row] = await db
    .insert(users)
    .values({ id: user.id, ...changes })
    .onConflictDoUpdate({ target: users.id, set: changes })
    .returning({ id: users.id, username: users.username, email: users.email, role: users.role });
  if (!row) throw new Error(`Provisioning ${user.id} returned no row`);
  return row;
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

export interface UsersPage {
  rows: Array<{ id: string; username: string; email: string; role: UserRole; createdAt: Date }>;
  total: number;
}

/** One page of users, newest first: those whose username or email contains `q` (any case), of `role` if given. */
export async function findUsersPage(
  db: Database,
  { q, role, page, pageSize }: { q?: string | undefined; role?: UserRole | undefined; page: number; pageSize: number },
): Promise<UsersPage> {
  const pattern = q ? containsPattern(q) : undefined;
  const where = and(
    pattern ? sql`(${users.username} ilike ${pattern} escape '\\' or ${users.email} ilike ${pattern} escape '\\')` : undefined,
    role ? eq(users.role, role) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
