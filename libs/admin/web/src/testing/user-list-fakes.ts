import { listRoleChanges, updateRole } from '@bagel/account-contract';
import { listUsers } from '@bagel/api-keys-contract';
import type { UserRole } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeRoute, type RouteFake } from '@bagel/web-testing';
import type { AdminUserRow } from '../users/admin-users-panel';
import type { RoleChangeRow } from '../users/role-changes-panel';

const hex = (text: string) => Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A user as the admin's list shows them; the id is made from the username, so each name has its own. */
export const adminUserRow = (username: string, role: UserRole, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: `00000000-0000-4000-8000-${hex(username).padStart(12, '0').slice(-12)}`,
  username,
  email: `${username}@example.com`,
  role,
  balance: 0,
  created_at: '2026-11-02T10:00:00.000Z',
  ...extra,
});

/**
 * api's user list over `rows`, searched, filtered and paged (`pageSize` to a page) as the server does, and edge's role
 * calls: a change updates the row and is recorded as made by the test session's user.
 */
export function userListRoutes(rows: AdminUserRow[], pageSize = 20): RouteFake[] {
  const changes: RoleChangeRow[] = [];
  return [
    fakeRoute(listUsers, ({ query }) => {
      const q = query.get('q') ?? '';
      const role = query.get('role');
      const page = Number(query.get('page'));
      const found = rows.filter((user) => `${user.username} ${user.email}`.includes(q) && (!role || user.role === role));
      return { body: { users: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, page_size: pageSize } };
    }),
    fakeRoute(updateRole, ({ body }) => {
      const user = rows.find((candidate) => candidate.id === body.userId);
      if (!user) return { status: 404, body: { error: 'Not Found', detail: 'User not found', field: 'userId' } };
      const to = body.role as UserRole;
      changes.unshift({
        user_id: user.id,
        username: user.username,
        from_role: user.role,
        to_role: to,
        changed_by: TEST_USER.username,
        changed_at: new Date().toISOString(),
      });
      user.role = to;
      return { body: { user: { ...TEST_USER, id: user.id, username: user.username, role: to } } };
    }),
    fakeRoute(listRoleChanges, () => ({ body: { changes } })),
  ];
}
