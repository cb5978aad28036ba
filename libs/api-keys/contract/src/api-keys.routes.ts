import * as v from 'valibot';
import { defineRoute, UserId } from '@bagel/contract';

export const ApiKeyReply = v.object({ data: v.string() });

export const getApiKey = defineRoute({
  method: 'GET',
  path: '/api/v1/api_keys',
  summary: "Read a user's active API key",
  tag: 'api-keys',
  access: 'user-or-service',
  owner: { in: 'query', field: 'user_id' },
  query: v.object({ user_id: UserId }),
  response: ApiKeyReply,
  errors: [404],
});

/** The old key stops working in the same transaction that issues the new one. */
export const rotateApiKey = defineRoute({
  method: 'POST',
  path: '/api/v1/api_keys/rotate',
  summary: "Rotate a user's API key",
  tag: 'api-keys',
  access: 'user-or-service',
  owner: { in: 'body', field: 'user_id' },
  body: v.object({ user_id: UserId }),
  response: ApiKeyReply,
  errors: [404],
});
