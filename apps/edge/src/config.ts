import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { Password } from '@bagel/contract';
import { readOrCreateSecret } from '@bagel/server-kit';

export interface EdgeConfig {
  port: number;
  host: string;
  /** Holds the PGlite database (`<dataDir>/edge`) and generated secrets (`<dataDir>/secrets`), shared with api. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** The seeded admin's password on a new data dir (ADMIN_PASSWORD); random and printed once when unset. */
  adminPassword: string | undefined;
  /** Signs the session cookie; generated into `<dataDir>/secrets/cookie-secret` unless COOKIE_SECRET is set. */
  cookieSecret: string;
  /** edge's key for api; api generates or reads the same `<dataDir>/secrets/service-key`. */
  serviceKey: string;
  /** Where edge reaches api (server to server). */
  apiInternalUrl: string;
  /** Where browsers reach api: handed to the web app and allowed by the CSP. */
  publicApiUrl: string;
  /** The origin browsers load the app from (scheme, host, port): cookies are Secure when it is https. */
  publicOrigin: string;
  /** The built web app (index.html and assets/). */
  webDist: string;
  /** Fastify's trustProxy: whether to believe X-Forwarded-* headers, from any proxy or from the listed addresses. */
  trustProxy: boolean | string;
  logLevel: string;
}

/** Where `npx nx build @bagel/web` writes, whichever folder edge is started from. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

function urlOf(env: NodeJS.ProcessEnv, name: string, fallback: string): URL {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

/** Off by default; "true" trusts any proxy, anything else is a comma-separated list of proxy addresses or CIDRs. */
function trustProxyOf(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** Held to the same rules as a password chosen at sign-up. */
function adminPasswordOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const result = v.safeParse(Password, raw);
  if (!result.success) throw new Error(`ADMIN_PASSWORD: ${result.issues[0].message}`);
  return result.output;
}

/** Reads the environment once; generated secrets are created on first start and reused after. */
export function loadEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const port = portOf(env, 'PORT', 3000);
  const apiPort = portOf(env, 'API_PORT', 3001);
  // Resolved like api does, so both find the same secrets when started from the same folder.
  const dataDir = resolve(env['DATA_DIR'] || '.data');
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    databaseUrl: env['EDGE_DATABASE_URL'] || undefined,
    adminPassword: adminPasswordOf(env['ADMIN_PASSWORD']),
    cookieSecret: readOrCreateSecret(join(dataDir, 'secrets', 'cookie-secret'), env['COOKIE_SECRET']),
    serviceKey: readOrCreateSecret(join(dataDir, 'secrets', 'service-key'), env['SERVICE_KEY']),
    apiInternalUrl: urlOf(env, 'API_INTERNAL_URL', `http://127.0.0.1:${apiPort}`).href.replace(/\/+$/, ''),
    publicApiUrl: urlOf(env, 'PUBLIC_API_URL', `http://localhost:${apiPort}`).href.replace(/\/+$/, ''),
    publicOrigin: urlOf(env, 'PUBLIC_ORIGIN', `http://localhost:${port}`).origin,
    webDist: env['WEB_DIST'] ? resolve(env['WEB_DIST']) : DEFAULT_WEB_DIST,
    trustProxy: trustProxyOf(env['TRUST_PROXY']),
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
