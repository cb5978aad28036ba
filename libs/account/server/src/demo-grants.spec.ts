import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@bagel/db/testing';
import type { DatabaseHandle } from '@bagel/db';
import { createPlatformClient, type PlatformClient } from '@bagel/platform';
import { startFakePlatformApi, type FakePlatformApi } from '@bagel/platform/testing';
import { demoGrantKey, grantDemoBagels } from './demo-grants';
import { seedAccounts } from './seed-accounts';
import { accountMigrations } from './account.migrations';
import { findUserByLogin } from './users.repository';
import { TEST_PASSWORD_COST } from './testing';
import { deleteAllAccounts } from './account-test-app';

let database: DatabaseHandle;
let api: FakePlatformApi;
let platform: PlatformClient;
const warnings: string[] = [];
const log = { warn: (message: string) => warnings.push(message) };

// One database per file (opening one costs seconds); each test starts from an empty users table.
beforeAll(async () => {
  database = await openTestDatabase([accountMigrations]);
});
afterAll(() => database.close());
beforeEach(async () => {
  await deleteAllAccounts(database.db);
  api = await startFakePlatformApi();
  platform = createPlatformClient({ baseUrl: api.url, serviceKey: api.serviceKey });
  warnings.length = 0;
  await seedAccounts({ db: database.db, platform, log, passwordCost: TEST_PASSWORD_COST });
});
afterEach(() => api.close());

const idOf = async (username: string) => {
  const user = await findUserByLogin(database.db, username);
  if (!user) throw new Error(`${username} was not seeded`);
  return user.id;
};

describe('grantDemoBagels', () => {
  it('credits alice and bob 1,000 BGL each as demo-grant deposits keyed by user, and only once across restarts', async () => {
    const [alice, bob] = [await idOf('alice'), await idOf('bob')];
    expect((await grantDemoBagels({ db: database.db, platform, log })).sort()).toEqual([alice, bob].sort());
    expect(
      api.deposits
        .map(({ idempotencyKey, body }) => ({ idempotencyKey, body }))
        .sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey)),
    ).toEqual(
      [alice, bob]
        .map((userId) => ({
          idempotencyKey: `demo-grant:${userId}`,
          body: { user_id: userId, amount: 1000, source: 'demo_grant', description: 'Welcome Bagels for the demo account' },
        }))
        .sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey)),
    );
    expect(api.balanceOf(alice)).toBe(100_000);
    expect(api.balanceOf(await idOf('admin'))).toBe(0);

    const requestsBefore = api.requests.length;
    expect(await grantDemoBagels({ db: database.db, platform, log })).toEqual([]);
    expect(api.requests.length).toBe(requestsBefore);
  });

  it('finishes a grant a crash left unrecorded without crediting it twice', async () => {
    const alice = await idOf('alice');
    // The previous start was credited by api but died before crossing the grant off.
    await platform.creditDeposit(
      { userId: alice, amount: 1000, source: 'demo_grant', description: 'Welcome Bagels for the demo account' },
      demoGrantKey(alice),
    );
    await grantDemoBagels({ db: database.db, platform, log });
    expect(api.balanceOf(alice)).toBe(100_000);
    expect(api.balanceOf(await idOf('bob'))).toBe(100_000);
    expect(api.deposits).toHaveLength(2);
  });

  it('waits for api to come up', async () => {
    api.setAvailable(false);
    const granted = await grantDemoBagels({
      db: database.db,
      platform,
      firstRetryDelayMs: 10,
      log: {
        warn(message) {
          warnings.push(message);
          if (warnings.length === 2) api.setAvailable(true);
        },
      },
    });
    expect(granted).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Waiting for the platform API before granting the demo Bagels .*; retrying in 10 ms$/);
    expect(api.deposits).toHaveLength(2);
  });
});
