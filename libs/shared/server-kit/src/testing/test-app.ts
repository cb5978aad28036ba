import Fastify, { type FastifyInstance } from 'fastify';
import type { UserRole } from '@bagel/contract';
import type { DatabaseHandle, MigrationSet } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { serverKit } from '../server-kit.plugin';
import { serverOptions } from '../server-options';
import { testCallOf, type TestCall } from './test-call';
import { createTestUsers, type TestUser, type TestUserSource } from './test-users';

export interface TestAppOptions {
  /** The schemas the registered plugins use: the domain's own, and those of any real port it is given. */
  migrations: readonly MigrationSet[];
  /** Who calls the app; by default {@link createTestUsers}. */
  users?: TestUserSource;
  /** Registers the domain's plugin with its ports; the app already has server-kit and the authenticator. */
  register(app: FastifyInstance, database: DatabaseHandle): Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  call: TestCall;
  /** A new user with a key of their own. */
  createUser(role?: UserRole): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * A real Fastify app for one server lib's integration tests: server-kit (validation, error bodies, request ids), an
 * authenticator, the plugins `register` adds, on a fresh database migrated with `migrations` (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL). What the plugins start (job queues) they stop on the app's close.
 */
export async function startTestApp({ migrations, users = createTestUsers(), register }: TestAppOptions): Promise<TestApp> {
  const database = await openTestDatabase(migrations);
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  try {
    await app.register(serverKit);
    if (users.authenticate) app.decorate('authenticate', users.authenticate);
    await register(app, database);
    await app.ready();
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const call = testCallOf(app);
  return {
    app,
    database,
    call,
    createUser: (role) => users.createUser(call, role),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
