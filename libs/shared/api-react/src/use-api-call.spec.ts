import * as v from 'valibot';
import { expect, expectTypeOf, it } from 'vitest';
import { defineRoute } from '@bagel/contract';
import type { ApiCallOptions } from './use-api-call';

/** One route per idempotency rule, as domain contracts declare them. */
const route = {
  method: 'POST',
  path: '/api/v1/example',
  summary: 'Example',
  tag: 'example',
  access: 'user',
  body: v.object({ amount: v.number() }),
  response: v.object({}),
} as const;
const pay = defineRoute({ ...route, idempotent: true });
const create = defineRoute({ ...route, idempotent: 'optional' });
const read = defineRoute({ ...route, method: 'GET', body: undefined });

it('types the idempotency key as the route declares it: required, optional or refused', () => {
  expectTypeOf<ApiCallOptions<typeof pay>['idempotencyKey']>().toEqualTypeOf<string>();
  expectTypeOf<ApiCallOptions<typeof create>['idempotencyKey']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<ApiCallOptions<typeof read>['idempotencyKey']>().toEqualTypeOf<undefined>();

  // The flag the types read is the one the descriptor carries at run time, where the client sends the header.
  expect([pay, create, read].map((route) => route.idempotent)).toEqual([true, 'optional', undefined]);

  const body = { amount: 1 };
  expectTypeOf({ body }).not.toMatchTypeOf<ApiCallOptions<typeof pay>>();
  expectTypeOf({ body, idempotencyKey: 'attempt-1' }).toMatchTypeOf<ApiCallOptions<typeof pay>>();
});
