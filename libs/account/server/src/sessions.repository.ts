import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { UserRole } from '@bagel/contract';
import { sessions, users } from './account.schema';

export interface NewSession {
  /** SHA-256 of the cookie token. */
  id: string;
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
  role: UserRole;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session and its user's current role (read on every request, so a role change applies at once). */
export async function findActiveSession(db: Database, id: string, now: Date): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function deleteSessionsExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
