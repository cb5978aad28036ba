import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@bagel/db/testing';
import type { DatabaseHandle } from '@bagel/db';
import { createPlatformClient } from '@bagel/platform';
import { startFakePlatformApi, type FakePlatformApi } from '@bagel/platform/testing';
import { seedAccounts, type SeedOptions } from './seed-accounts';
import { accountMigrations } from './account.migrations';
import { findUserByLogin, countUsers } from './users.repository';
import { verifyPassword } from './password';
import { TEST_PASSWORD_COST } from './testing';
import { deleteAllAccounts } from './account-test-app';

let database: DatabaseHandle;
let api: FakePlatformApi;
const warnings: string[] = [];

// One database per file (opening one costs seconds); each test starts from an empty users table.
beforeAll(async () => {
  database = await openTestDatabase([accountMigrations]);
});
afterAll(() => database.close());
beforeEach(async () => {
  await deleteAllAccounts(database.db);
  api = await startFakePlatformApi();
  warnings.length = 0;
});
afterEach(() => api.close());

/** Whether the stored account accepts this password. */
async function signsInWith(login: string, password: string): Promise<boolean> {
  const user = await findUserByLogin(database.db, login);
  return user !== undefined && verifyPassword(password, user.passwordHash);
}

const options = (overrides: Partial<SeedOptions> = {}): SeedOptions => ({
  db: database.db,
  platform: createPlatformClient({ baseUrl: api.url, serviceKey: api.serviceKey }),
  log: { warn: (message) => warnings.push(message) },
  passwordCost: TEST_PASSWORD_COST,
  firstRetryDelayMs: 10,
  maxRetryDelayMs: 40,
  ...overrides,
});

describe('seedAccounts', () => {
  it('creates the admin with a random password and the demo users alice and bob, each provisioned on api, once', async () => {
    const result = await seedAccounts(options());
    if (!result.seeded) throw new Error('expected a seed');
    expect(result.admin.username).toBe('admin');
    expect(result.admin.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(result.demo).toEqual({ usernames: ['alice', 'bob'], password: 'bagels-demo' });

    expect((await findUserByLogin(database.db, 'admin'))?.role).toBe('admin');
    expect(await signsInWith('admin', result.admin.generatedPassword ?? '')).toBe(true);
    for (const [username, name] of [
      ['alice', 'Alice'],
      ['bob', 'Bob'],
    ] as const) {
      expect(await findUserByLogin(database.db, `${username}@example.com`)).toMatchObject({ username, name, role: 'user' });
      expect(await signsInWith(username, 'bagels-demo')).toBe(true);
    }
    expect([...api.users.values()].map(({ username, email }) => ({ username, email }))).toEqual([
      { username: 'admin', email: 'admin@example.com' },
      { username: 'alice', email: 'alice@example.com' },
      { username: 'bob', email: 'bob@example.com' },
    ]);
    expect(api.requests.every((request) => request.apiKey === api.serviceKey)).toBe(true);

    const requestsBefore = api.requests.length;
    expect(await seedAccounts(options())).toEqual({ seeded: false });
    expect(await countUsers(database.db)).toBe(3);
    expect(api.requests.length).toBe(requestsBefore);
  });

  it("uses the operator's admin password when given, and does not echo it", async () => {
    const result = await seedAccounts(options({ adminPassword: 'chosen by the operator' }));
    expect(result).toMatchObject({ seeded: true, admin: { username: 'admin', generatedPassword: null } });
    expect(await signsInWith('admin', 'chosen by the operator')).toBe(true);
  });

  it('seeds only one of two starts racing each other', async () => {
    const results = await Promise.all([seedAccounts(options()), seedAccounts(options())]);
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(await countUsers(database.db)).toBe(3);
  });

  it('waits for api to come up, writing nothing meanwhile', async () => {
    api.setAvailable(false);
    const result = await seedAccounts(
      options({
        log: {
          warn: (message) => {
            warnings.push(message);
            expect(api.users.size).toBe(0);
            if (warnings.length === 3) api.setAvailable(true);
          },
        },
      }),
    );
    expect(result.seeded).toBe(true);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^Waiting for the platform API before creating the first accounts .*; retrying in 10 ms$/);
    expect(await countUsers(database.db)).toBe(3);
  });

  it('gives up after a while, leaving the users table empty for the next start', async () => {
    api.setAvailable(false);
    await expect(seedAccounts(options({ giveUpAfterMs: 2_000 }))).rejects.toThrow(
      'The platform is not reachable right now. Please try again in a moment.',
    );
    expect(warnings.length).toBeGreaterThan(0);
    expect(await countUsers(database.db)).toBe(0);

    api.setAvailable(true);
    expect((await seedAccounts(options())).seeded).toBe(true);
  });
});
