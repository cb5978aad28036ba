import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { DEMO_PASSWORD, seedAccounts, SESSION_COOKIE } from '@bagel/account-server';
import { TEST_PASSWORD_COST } from '@bagel/account-server/testing';
import { startFakePlatformApi, type FakePlatformApi } from '@bagel/platform/testing';
import { buildEdgeApp, EDGE_MIGRATIONS } from './app';
import { loadEdgeConfig, type EdgeConfig } from './config';
import { platformClientFor } from './platform';

export const PUBLIC_ORIGIN = 'http://localhost:3000';
export const PUBLIC_API_URL = 'http://localhost:3001';
export const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Bx3k9Qa1.js"></script></head><body><div id="root"></div></body></html>';
export const ASSET_JS = 'console.log("bagel");';
/** What the web build lists for a first load beyond index.html (apps/web/src/build/page-preloads.ts). */
export const PAGE_PRELOADS = {
  signedIn: ['assets/signed-in-shell-C4x1.js', 'assets/Modal-D5y2.js'],
  signedOut: ['assets/landing-E6z3.js'],
};

export interface EdgeTestApp {
  app: FastifyInstance;
  api: FakePlatformApi;
  config: EdgeConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A tiny built web app: index.html, one hashed asset, one plain public file, the build's page preloads. */
export function writeWebDist(folder: string): void {
  mkdirSync(join(folder, 'assets'), { recursive: true });
  mkdirSync(join(folder, '.vite'));
  writeFileSync(join(folder, '.vite', 'page-preloads.json'), JSON.stringify(PAGE_PRELOADS));
  writeFileSync(join(folder, 'index.html'), INDEX_HTML);
  writeFileSync(join(folder, 'assets', 'index-Bx3k9Qa1.js'), ASSET_JS);
  writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(folder, '.env'), 'SECRET=1');
}

/** edge as main builds it, from environment variables, on a fresh database, against a fake api. */
export async function startEdgeTestApp(env: Record<string, string> = {}, { built = true } = {}): Promise<EdgeTestApp> {
  const api = await startFakePlatformApi();
  const database = await openTestDatabase(EDGE_MIGRATIONS);
  const scratch = mkdtempSync(join(tmpdir(), 'edge-test-'));
  const webDist = join(scratch, 'web-dist');
  if (built) writeWebDist(webDist);
  const config = loadEdgeConfig({
    DATA_DIR: join(scratch, 'data'),
    COOKIE_SECRET: 'edge-test-cookie-secret',
    SERVICE_KEY: api.serviceKey,
    API_INTERNAL_URL: api.url,
    PUBLIC_API_URL,
    PUBLIC_ORIGIN,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildEdgeApp(config, { db: database.db, passwordCost: TEST_PASSWORD_COST });
  return {
    app,
    api,
    config,
    database,
    async close() {
      await app.close();
      await api.close();
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in the reply (status ${response.statusCode}: ${response.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export { DEMO_PASSWORD };

export async function signUp(app: FastifyInstance, username: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers,
    payload: { username, email: `${username}@example.com`, name: username, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up of ${username} failed: ${response.statusCode} ${response.body}`);
  return { response, cookie: sessionCookieOf(response), userId: (response.json() as { user: { id: string } }).user.id };
}

/** Seeds the demo accounts and the admin, as a first start does, and signs the admin in: the admin's session cookie. */
export async function seededAdminCookie(t: EdgeTestApp, adminPassword = 'the operator chose this'): Promise<string> {
  await seedAccounts({
    db: t.database.db,
    platform: platformClientFor(t.config),
    log: { warn: () => undefined },
    adminPassword,
    passwordCost: TEST_PASSWORD_COST,
  });
  return sessionCookieOf(
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { login: 'admin', password: adminPassword } }),
  );
}
