import * as v from 'valibot';
import { defineRoute } from './route';
import { Email, UserId, Username } from './fields';

export const ProvisionedUser = v.object({ id: UserId, username: Username, email: Email });

/** edge mirrors each account into the platform; repeating it for the same id is harmless. */
export const provisionUser = defineRoute({
  method: 'POST',
  path: '/api/v1/users',
  summary: 'Provision (or update) a platform user; service key only',
  tag: 'users',
  access: 'service',
  body: ProvisionedUser,
  response: ProvisionedUser,
  errors: [409],
});

/**
 * Undoes a provisioning whose sign-up did not complete on edge (edge's transaction failed after api
 * answered, or api's answer was lost), so the username and email are free for the retry.
 */
export const deprovisionUser = defineRoute({
  method: 'DELETE',
  path: '/api/v1/users/{userId}',
  summary: 'Remove a user whose sign-up did not complete; service key only',
  tag: 'users',
  access: 'service',
  params: v.object({ userId: UserId }),
  response: v.object({ deleted: v.boolean() }),
});
