import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deprovisionUser, getApiKey } from '@bagel/api-keys-contract';
import { buildPath } from '@bagel/contract';
import { queryRows } from '@bagel/db/testing';
import { transferTokens } from '@bagel/wallet-contract';
import { startTestApi, TEST_SERVICE_KEY, type TestApi, type TestUser } from './testing';

// The api-keys domain's tests live in @bagel/api-keys-server; this one needs the wallet's ledger behind its port.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('refuses to deprovision a user with Bagels or any ledger history with a 409, keeping them and their key', async () => {
  const send = (from: TestUser, to: TestUser, amount: number) =>
    api.call(
      {
        method: 'POST',
        url: transferTokens.path,
        headers: { 'idempotency-key': randomUUID() },
        payload: { user_id: from.id, recipient_id: to.id, amount },
      },
      from.apiKey,
    );
  const holder = await api.fundedUser(5);
  // Spent down to zero: the balance is gone, the history is not.
  const spender = await api.fundedUser(2);
  expect((await send(spender, holder, 2)).statusCode).toBe(200);

  for (const user of [holder, spender]) {
    const refused = await api.call({ method: 'DELETE', url: buildPath(deprovisionUser.path, { userId: user.id }) }, TEST_SERVICE_KEY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Conflict',
      detail: 'This user has a balance or ledger history, so their account cannot be deleted',
    });
    expect((await api.call({ url: `${getApiKey.path}?user_id=${user.id}` }, user.apiKey)).statusCode).toBe(200);
    expect(await queryRows(api.database.db, sql`select id from api_keys.users where id = ${user.id}`)).toEqual([{ id: user.id }]);
  }
});
