import { mkdtemp, rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionedUsers, readKeyOf } from '@bagel/api-keys-server/testing';
import { updateWaitlistSetting, type UserRole } from '@bagel/contract';
import { withFunding, type FundedTestApp } from '@bagel/wallet-server/testing';
import { openDatabase } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { TEST_SERVICE_KEY, testCallOf, type TestUser } from '@bagel/server-kit/testing';
import { createLocalObjectStore, type ObjectStore } from '@bagel/storage';
import { adaptersFromEnvironment, API_MIGRATIONS, buildApiApp, type ApiAdapters, type ApiAppOptions } from './app';

export { multipartFile } from '@bagel/assets-server/testing';
export { newUserFields, TEST_SERVICE_KEY, type TestUser } from '@bagel/server-kit/testing';

export const TEST_PUBLIC_API_URL = 'https://api.bagel.test';
/** The test app's API_KEY_SECRET: what deployments' keys and pods' tokens derive from. */
export const TEST_API_KEY_SECRET = 'test-api-key-secret';
export const TEST_WEB_ORIGIN = 'http://localhost:3000';

export interface TestApi extends FundedTestApp {
  /** Where the local object store keeps files' bytes. */
  filesDir: string;
  /** Provisions a new user with the service key, as edge does at sign-up, and reads their key. */
  createUser(role?: UserRole): Promise<TestUser>;
  /** Pushes a role change with the service key, as edge does. */
  setRole(user: TestUser, role: UserRole): Promise<void>;
  /** Turns the waitlist setting on or off with the service key, as edge does for its admins. */
  setWaitlist(enabled: boolean): Promise<void>;
  /** The user's current key, read with the service key. */
  keyOf(userId: string): Promise<string>;
}

/**
 * The real app on a fresh, migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL), its files on the local disk
 * unless `store` says otherwise, each outside service as `env` configures it (by default the embedded one) unless the
 * options name another adapter.
 */
export async function startTestApi(
  options: { store?: ObjectStore; env?: Record<string, string | undefined> } & Pick<ApiAppOptions, 'uploadsSweep'> &
    Partial<ApiAdapters> = {},
): Promise<TestApi> {
  const { store, uploadsSweep, env = {}, ...adapters } = options;
  const database = await openTestDatabase(API_MIGRATIONS);
  const filesDir = await mkdtemp(join(tmpdir(), 'bagel-api-files-'));
  const app = await buildApiApp({
    database,
    store: store ?? createLocalObjectStore(filesDir),
    uploadsDir: join(filesDir, 'uploads'),
    uploadsSweep,
    adapters: { ...adaptersFromEnvironment(env, database.db), ...adapters },
    serviceKey: TEST_SERVICE_KEY,
    apiKeySecret: TEST_API_KEY_SECRET,
    publicApiUrl: TEST_PUBLIC_API_URL,
    corsOrigins: [TEST_WEB_ORIGIN],
    logLevel: 'silent',
  });
  const call = testCallOf(app);

  const keyOf = (userId: string) => readKeyOf(call, userId);
  const createUser = (role?: UserRole) => provisionedUsers.createUser(call, role);

  return withFunding<Omit<TestApi, 'fundedUser' | 'balanceOf'>>({
    app,
    database,
    filesDir,
    call,
    keyOf,
    createUser,
    async setRole({ id, username, email }, role) {
      const reply = await call({ method: 'POST', url: '/api/v1/users', payload: { id, username, email, role } }, TEST_SERVICE_KEY);
      if (reply.statusCode !== 200) throw new Error(`Pushing the role failed: ${reply.body}`);
    },
    async setWaitlist(enabled) {
      const reply = await call({ method: 'PUT', url: updateWaitlistSetting.path, payload: { enabled } }, TEST_SERVICE_KEY);
      if (reply.statusCode !== 200) throw new Error(`Setting the waitlist failed: ${reply.body}`);
    },
    async close() {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  });
}

/** A second api process beside `first`, as behind a load balancer; closing it closes what it opened. */
export interface SecondApi {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another api app on `first`'s database and files, its outside services as `env` configures them. On PostgreSQL
 * (test-pg) it has its own pool and LISTEN connection, as another process would; PGlite is one process's database,
 * so there the two share its handle.
 */
export async function startSecondApi(first: TestApi, env: Record<string, string | undefined> = {}): Promise<SecondApi> {
  const { driver } = first.database;
  const database = driver.kind === 'postgres' ? await openDatabase({ url: String(driver.pool.options.connectionString) }) : first.database;
  const app = await buildApiApp({
    database,
    store: createLocalObjectStore(first.filesDir),
    uploadsDir: join(first.filesDir, 'uploads'),
    adapters: adaptersFromEnvironment(env, database.db),
    serviceKey: TEST_SERVICE_KEY,
    apiKeySecret: TEST_API_KEY_SECRET,
    publicApiUrl: TEST_PUBLIC_API_URL,
    corsOrigins: [],
    logLevel: 'silent',
  });
  return {
    app,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}
