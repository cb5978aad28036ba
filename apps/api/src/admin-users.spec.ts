import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsers, type AdminUser } from '@bagel/api-keys-contract';
import type * as v from 'valibot';
import { startTestApi, type TestApi, type TestUser } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The admin's view of one user, found by their username. */
async function listed(admin: TestUser, user: TestUser): Promise<v.InferOutput<typeof AdminUser> | undefined> {
  const reply = await api.call({ url: `${listUsers.path}?q=${user.username}` }, admin.apiKey);
  expect(reply.statusCode).toBe(200);
  return reply.json<{ users: Array<v.InferOutput<typeof AdminUser>> }>().users.find((row) => row.id === user.id);
}

describe("the admin's user list, with the wallet", () => {
  it("shows each user's balance from the ledger and the role edge last pushed", async () => {
    const admin = await api.createUser('admin');
    const rich = await api.fundedUser(12.5);
    const newcomer = await api.createUser('waitlist');

    expect(await listed(admin, rich)).toMatchObject({ username: rich.username, role: 'user', balance: 12.5 });
    expect(await listed(admin, newcomer)).toMatchObject({ role: 'waitlist', balance: 0 });

    await api.setRole(newcomer, 'user');
    expect((await listed(admin, newcomer))?.role).toBe('user');
  });
});
