import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { openTestDatabase } from '@bagel/db/testing';
import type { Database, DatabaseHandle } from '@bagel/db';
import type { RuntimeConfig } from '@bagel/account-contract';
import { serverKit, serverOptions } from '@bagel/server-kit';
import { createPlatformClient } from '@bagel/platform';
import { startFakePlatformApi, type FakePlatformApi } from '@bagel/platform/testing';
import { users } from './account.schema';
import { SESSION_COOKIE } from './session-cookie';
import { accountMigrations } from './account.migrations';
import { accountPlugin, type AccountPluginOptions } from './account.plugin';
import { TEST_PASSWORD_COST } from './testing';

export const RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3001',
  githubUrl: 'https://github.com/bagel-platform',
  payments: { provider: 'sandbox', publishableKey: null },
};

export interface SessionTestApp {
  app: FastifyInstance;
  api: FakePlatformApi;
  db: Database;
  close(): Promise<void>;
}

export interface SessionTestAppOptions extends Partial<AccountPluginOptions> {
  /** The fetch edge reaches api with, to cut a connection at a chosen call as a network would. */
  platformFetch?: typeof fetch;
}

/**
 * The session plugin on a bare server-kit app, a fresh migrated database (unless `db` is given: a second
 * edge process on the same one) and a fake api.
 */
export async function startSessionTestApp({ platformFetch, ...overrides }: SessionTestAppOptions = {}): Promise<SessionTestApp> {
  const database = overrides.db ? undefined : await openTestDatabase([accountMigrations]);
  const db = overrides.db ?? (database as DatabaseHandle).db;
  const api = await startFakePlatformApi();
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  await app.register(accountPlugin, {
    db,
    platform: createPlatformClient({ baseUrl: api.url, serviceKey: api.serviceKey, ...(platformFetch ? { fetch: platformFetch } : {}) }),
    cookieSecret: 'a-test-cookie-secret-of-some-length',
    secureCookie: false,
    runtimeConfig: RUNTIME_CONFIG,
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    api,
    db,
    async close() {
      await app.close();
      await api.close();
      await database?.close();
    },
  };
}

/** Every account, and with them (by cascade) their sessions, preferences, referral codes and demo grants. */
export async function deleteAllAccounts(db: Database): Promise<void> {
  await db.delete(users);
}

/** The `bagel_session=<value>` pair a reply set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in the reply (status ${response.statusCode}: ${response.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export const PASSWORD = 'correct horse battery';

let signUps = 0;

/** Each test user signs up from an address of its own, as people do, so the per-address sign-up limit stays out of the way. */
export async function signUp(app: FastifyInstance, username: string, extra: Record<string, unknown> = {}) {
  signUps++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { username, email: `${username}@example.com`, name: `${username} Example`, password: PASSWORD, ...extra },
    remoteAddress: `198.18.${Math.floor(signUps / 256) % 256}.${signUps % 256}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up of ${username} failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string } };
  return { cookie: sessionCookieOf(response), userId: body.user.id, response };
}

export const signIn = (app: FastifyInstance, login: string, password: string, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { login, password },
    ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });

export const getSession = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/session', ...(cookie ? { headers: { cookie } } : {}) });
