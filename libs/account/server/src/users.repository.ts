import { count, eq, sql } from 'drizzle-orm';
import { violatedUniqueConstraint, type Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import type { SessionUser } from '@bagel/account-contract';
import type { UserRole } from '@bagel/contract';
import { users } from './account.schema';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  id: string;
  username: string;
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string;
}

const CONFLICTS: Record<string, { field: string; detail: string }> = {
  users_username_lower_key: { field: 'username', detail: 'This username is already taken' },
  users_email_lower_key: { field: 'email', detail: 'An account with this email already exists' },
};

/** Usernames and emails are unique regardless of case; a clash is a 409 naming the field. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('Inserting a user returned no row');
    return row;
  } catch (error) {
    const conflict = CONFLICTS[violatedUniqueConstraint(error) ?? ''];
    if (conflict) throw new HttpError(409, conflict.detail, conflict.field);
    throw error;
  }
}

/** A login is a username or an email, compared without case (usernames cannot contain '@'). */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const column = login.includes('@') ? users.email : users.username;
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${column}) = lower(${login})`);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserRole(db: Database, id: string, role: UserRole): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUserProfile(
  db: Database,
  id: string,
  profile: { name: string; imageUrl: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(profile).where(eq(users.id, id)).returning();
  return row;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** The user as the contract shows it: never the password hash. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    image: row.image,
    image_url: row.imageUrl,
    role: row.role,
  };
}
