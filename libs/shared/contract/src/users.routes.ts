import * as v from 'valibot';
import { defineRoute } from './route';
import { Email, UserId, Username } from './fields';

export const ProvisionedUser = v.object({ id: UserId, username: Username, email: Email });

/** edge mirrors each identity into the platform; repeating it for the same id is harmless. */
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
