import { randomUUID } from 'node:crypto';
import { creditDeposit } from '@bagel/wallet-contract';
import { createTestUsers, startTestApp, TEST_SERVICE_KEY, type TestApp, type TestCall, type TestUser } from '@bagel/server-kit/testing';
import { walletMigrations } from './wallet.migrations';
import { walletPlugin } from './wallet.plugin';

/** Credits `amount` BGL to the user with the service key, as a card payment would. */
export async function depositFor(call: TestCall, user: TestUser, amount: number): Promise<void> {
  const reply = await call(
    {
      method: 'POST',
      url: creditDeposit.path,
      headers: { 'idempotency-key': randomUUID() },
      payload: { user_id: user.id, amount, source: 'card', description: 'Bagels purchase' },
    },
    TEST_SERVICE_KEY,
  );
  if (reply.statusCode !== 200) throw new Error(`Funding failed: ${reply.body}`);
}

export interface WalletTestApp extends TestApp {
  /** A new user holding `amount` BGL. */
  fundedUser(amount: number): Promise<TestUser>;
}

/** The wallet's plugin on a test app; its directory is the test app's users. */
export async function startWalletTestApp(): Promise<WalletTestApp> {
  const users = createTestUsers();
  const api = await startTestApp({
    migrations: [walletMigrations],
    users,
    register: async (app, { db }) => void (await app.register(walletPlugin, { db, directory: users })),
  });
  return {
    ...api,
    async fundedUser(amount) {
      const user = await api.createUser();
      await depositFor(api.call, user, amount);
      return user;
    },
  };
}
