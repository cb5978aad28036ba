import { expectTypeOf, it } from 'vitest';
import { getSession } from '@bagel/account-contract';
import { createAsset } from '@bagel/assets-contract';
import { sendBagels } from '@bagel/wallet-contract';
import type { ApiCallOptions } from './use-api-call';

it('types the idempotency key as the route declares it: required, optional or refused', () => {
  expectTypeOf<ApiCallOptions<typeof sendBagels>['idempotencyKey']>().toEqualTypeOf<string>();
  expectTypeOf<ApiCallOptions<typeof createAsset>['idempotencyKey']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<ApiCallOptions<typeof getSession>['idempotencyKey']>().toEqualTypeOf<undefined>();

  const body = { sender_id: 'u1', recipient_username: 'carol', amount: 1 };
  expectTypeOf({ body }).not.toMatchTypeOf<ApiCallOptions<typeof sendBagels>>();
  expectTypeOf({ body, idempotencyKey: 'attempt-1' }).toMatchTypeOf<ApiCallOptions<typeof sendBagels>>();
});
