import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@bagel/db';
import type { UserRole } from '@bagel/contract';
import { roleChanges, users } from './account.schema';
import { updateUserRole, type UserRow } from './users.repository';

/**
 * Sets a user's role and records the change with its actor, in the caller's transaction. The row is locked first, so
 * two admins changing one user at once record one change after the other, each from the role the other left.
 * Setting the role a user already has records nothing. Undefined when there is no such user.
 */
export async function changeUserRole(
  tx: Database,
  { userId, role, actorId }: { userId: string; role: UserRole; actorId: string },
): Promise<UserRow | undefined> {
  const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  if (!current) return undefined;
  const user = await updateUserRole(tx, userId, role);
  if (current.role !== role) await tx.insert(roleChanges).values({ userId, actorId, fromRole: current.role, toRole: role });
  return user;
}

export interface RoleChangeRow {
  userId: string;
  username: string;
  fromRole: UserRole;
  toRole: UserRole;
  /** Null once the actor's account is gone. */
  actorUsername: string | null;
  changedAt: Date;
}

/** The latest `limit` role changes, newest first, with the usernames of the user and the actor. */
export async function latestRoleChanges(db: Database, limit: number): Promise<RoleChangeRow[]> {
  const actors = alias(users, 'actors');
  return db
    .select({
      userId: roleChanges.userId,
      username: users.username,
      fromRole: roleChanges.fromRole,
      toRole: roleChanges.toRole,
      actorUsername: actors.username,
      changedAt: roleChanges.changedAt,
    })
    .from(roleChanges)
    .innerJoin(users, eq(users.id, roleChanges.userId))
    .leftJoin(actors, eq(actors.id, roleChanges.actorId))
    .orderBy(desc(roleChanges.changedAt), desc(roleChanges.id))
    .limit(limit);
}
