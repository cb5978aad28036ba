import * as v from 'valibot';
import { defineRoute, Email, queryCount, queryText, Role, UserId, Username } from '@bagel/contract';

export const ProvisionedUser = v.object({ id: UserId, username: Username, email: Email, role: Role });

/**
 * edge mirrors each account into the platform, and pushes every later change of its role the same way
 * (api enforces the waitlist with it). Repeating it for the same id updates the mirror and keeps the key.
 * Without a role, a new user is a 'user' and an existing one keeps theirs.
 */
export const provisionUser = defineRoute({
  method: 'POST',
  path: '/api/v1/users',
  summary: 'Provision (or update) a platform user; service key only',
  tag: 'users',
  access: 'service',
  body: v.object({ ...ProvisionedUser.entries, role: v.optional(Role) }),
  response: ProvisionedUser,
  errors: [409],
});

/** The 409 of a deletion refused because money is involved. */
export const USER_HAS_LEDGER_ACTIVITY = 'This user has a balance or ledger history, so their account cannot be deleted';

/**
 * Undoes a provisioning whose sign-up did not complete on edge (edge's transaction failed after api
 * answered, or api's answer was lost), so the username and email are free for the retry. A user who
 * already has Bagels or any ledger history is never deleted (409): money is not lost with an account.
 */
export const deprovisionUser = defineRoute({
  method: 'DELETE',
  path: '/api/v1/users/{userId}',
  summary: 'Remove a user whose sign-up did not complete (never one with ledger activity); service key only',
  tag: 'users',
  access: 'service',
  params: v.object({ userId: UserId }),
  response: v.object({ deleted: v.boolean() }),
  errors: [409],
});

/** Users on one page of the admin's list. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** Past this many pages a search should be narrower. */
const ADMIN_USERS_MAX_PAGE = 1000;

/** A user as an admin sees them: who, their role, their balance (BGL, 2 decimals) and when they signed up. */
export const AdminUser = v.object({
  id: UserId,
  username: v.string(),
  email: v.string(),
  role: Role,
  balance: v.number(),
  created_at: v.string(),
});

export const listUsers = defineRoute({
  method: 'GET',
  path: '/api/v1/admin/users',
  summary: 'Platform users, newest first, with their roles and balances; search by username or email (admins only)',
  tag: 'admin',
  access: 'admin',
  query: v.object({
    /** Part of a username or an email, case-insensitive. */
    q: queryText('q', 100),
    role: v.optional(Role),
    page: v.optional(queryCount('page', ADMIN_USERS_MAX_PAGE), '1'),
  }),
  response: v.object({ users: v.array(AdminUser), total: v.number(), page: v.number(), page_size: v.number() }),
});
