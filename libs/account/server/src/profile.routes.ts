import type { FastifyInstance } from 'fastify';
import { listRoleChanges, ROLE_CHANGES_SHOWN, updateOwnProfile, updateRole } from '@bagel/account-contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { signedInUser, type AccountContext } from './account-context';
import { changeRole } from './accounts.service';
import { latestRoleChanges } from './role-changes.repository';
import { toSessionUser, updateUserProfile } from './users.repository';

export function registerProfileRoutes(app: FastifyInstance, { db, platform }: AccountContext): void {
  /** An admin may set any role on anyone; a user may only put themself on the waitlist (the failed-referral flow). */
  registerRoute(app, updateRole, async (request) => {
    const actor = signedInUser(request);
    const { userId, role } = request.body;
    const allowed = actor.role === 'admin' || (userId === actor.userId && role === 'waitlist');
    if (!allowed) throw new HttpError(403, 'You may only move your own account to the waitlist');
    // api mirrors the role (it refuses waitlisted users' money-moving calls): both change or neither does.
    const user = await changeRole(db, platform, { userId, role, actorId: actor.userId }, request.log);
    if (!user) throw new HttpError(404, 'User not found', 'userId');
    return { user: toSessionUser(user) };
  });

  registerRoute(app, listRoleChanges, async () => {
    const rows = await latestRoleChanges(db, ROLE_CHANGES_SHOWN);
    return {
      changes: rows.map((row) => ({
        user_id: row.userId,
        username: row.username,
        from_role: row.fromRole,
        to_role: row.toRole,
        changed_by: row.actorUsername,
        changed_at: row.changedAt.toISOString(),
      })),
    };
  });

  registerRoute(app, updateOwnProfile, async (request) => {
    const { userId } = signedInUser(request);
    const user = await updateUserProfile(db, userId, { name: request.body.name, imageUrl: request.body.image_url });
    if (!user) throw new HttpError(401, 'You are not signed in');
    return { user: toSessionUser(user) };
  });
}
