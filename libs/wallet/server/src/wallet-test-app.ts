import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildPath, type RouteResponse, type UserRole } from '@bagel/contract';
import type { Database } from '@bagel/db';
import type { LedgerPort, UserDirectory } from '@bagel/ports';
import { creditDeposit, getUserData } from '@bagel/wallet-contract';
import { createTestUsers, startTestApp, TEST_SERVICE_KEY, type TestApp, type TestCall, type TestUser } from '@bagel/server-kit/testing';
import { createLedgerPort } from './ledger-port';
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

/** The user's balance in BGL, read with the service key. */
export async function balanceOf(call: TestCall, user: TestUser): Promise<number> {
  const reply = await call({ url: buildPath(getUserData.path, { userId: user.id }) }, TEST_SERVICE_KEY);
  if (reply.statusCode !== 200) throw new Error(`Reading the balance failed: ${reply.body}`);
  return reply.json<RouteResponse<typeof getUserData>>().balance;
}

/** A test app whose users hold bagels on the wallet's real ledger. */
export interface FundedTestApp extends TestApp {
  /** A new user holding `amount` BGL, deposited as a card payment would be. */
  fundedUser(amount: number, role?: UserRole): Promise<TestUser>;
  /** The user's balance in BGL, read with the service key. */
  balanceOf(user: TestUser): Promise<number>;
}

/** Adds the wallet's readers and deposits to a test app that serves the wallet's routes. */
export function withFunding<App extends TestApp>(api: App): App & FundedTestApp {
  return {
    ...api,
    async fundedUser(amount, role) {
      const user = await api.createUser(role);
      await depositFor(api.call, user, amount);
      return user;
    },
    balanceOf: (user) => balanceOf(api.call, user),
  };
}

/**
 * The wallet on another domain's test app, so that domain's tests see real charges, refunds and holds: the wallet's
 * plugin (balances, history, deposits) on the app's database, and the ledger port the domain's plugin is given.
 * The app's migrations include {@link walletMigrations}.
 */
export async function registerTestWallet(app: FastifyInstance, db: Database, directory: UserDirectory): Promise<LedgerPort> {
  await app.register(walletPlugin, { db, directory });
  return createLedgerPort(db, directory);
}

export type WalletTestApp = FundedTestApp;

/** The wallet's plugin on a test app; its directory is the test app's users. */
export async function startWalletTestApp(): Promise<WalletTestApp> {
  const users = createTestUsers();
  const api = await startTestApp({
    migrations: [walletMigrations],
    users,
    register: async (app, { db }) => void (await registerTestWallet(app, db, users)),
  });
  return withFunding(api);
}
