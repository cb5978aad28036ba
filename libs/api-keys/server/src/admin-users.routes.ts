import type { FastifyInstance } from 'fastify';
import { ADMIN_USERS_PAGE_SIZE, listUsers } from '@bagel/api-keys-contract';
import type { Database } from '@bagel/db';
import type { LedgerPort } from '@bagel/ports';
import { registerRoute } from '@bagel/server-kit';
import { findUsersPage } from './users.repository';

/**
 * The admin's user list: the platform's users with their balances. The role shown is the mirror of edge's, which
 * edge pushes with every change (an admin changes it on edge, through POST /api/updateProfile).
 */
export function registerAdminUsersRoutes(app: FastifyInstance, db: Database, ledger: Pick<LedgerPort, 'balancesOf'>): void {
  registerRoute(app, listUsers, async (request) => {
    const { q, role, page } = request.query;
    const found = await findUsersPage(db, { q, role, page, pageSize: ADMIN_USERS_PAGE_SIZE });
    const balances = await ledger.balancesOf(found.rows.map((row) => row.id));
    return {
      users: found.rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        role: row.role,
        balance: (balances.get(row.id) ?? 0) / 100,
        created_at: row.createdAt.toISOString(),
      })),
      total: found.total,
      page,
      page_size: ADMIN_USERS_PAGE_SIZE,
    };
  });
}
