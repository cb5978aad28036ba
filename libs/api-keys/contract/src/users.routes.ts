import * as v from 'valibot';
import { defineRoute, Email, Role, UserId, Username } from '@bagel/contract';

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
