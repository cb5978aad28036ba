import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { Password } from '@bagel/contract';
import { DEFAULT_SIGN_UPS_PER_HOUR } from '@bagel/account-server';
import { paymentSettingsFrom, type PaymentSettings } from '@bagel/payments-server';
import {
  baseUrlFrom,
  countFrom,
  dataDirFrom,
  portFrom,
  readOrCreateSecret,
  requireSharedSecrets,
  trustProxyFrom,
  urlFrom,
} from '@bagel/server-kit';

export interface EdgeConfig {
  port: number;
  host: string;
  /** Holds the PGlite database (`<dataDir>/edge`) and generated secrets (`<dataDir>/secrets`), shared with api. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** The seeded admin's password on a new data dir (ADMIN_PASSWORD); random and printed once when unset. */
  adminPassword: string | undefined;
  /**
   * Signs the session cookie; generated into `<dataDir>/secrets/cookie-secret` unless COOKIE_SECRET is set, which it
   * must be on PostgreSQL (replicas share it), as SERVICE_KEY must.
   */
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
  /** Sign-ups one client address may make per hour (SIGN_UP_LIMIT_PER_HOUR), at least 1. */
  signUpsPerHour: number;
  /**
   * Stripe when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set (STRIPE_API_URL
   * points it elsewhere); else the embedded sandbox, signing with `<dataDir>/secrets/sandbox-webhook-secret`.
   */
  payments: PaymentSettings;
}

/** Where `npx nx build @bagel/web` writes, whichever folder edge is started from. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Held to the same rules as a password chosen at sign-up. */
function adminPasswordOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const result = v.safeParse(Password, raw);
  if (!result.success) throw new Error(`ADMIN_PASSWORD: ${result.issues[0].message}`);
  return result.output;
}

/** 0 would refuse every sign-up: a setting that closes the door is the admin page's waitlist switch, not this. */
function signUpsPerHourFrom(env: NodeJS.ProcessEnv): number {
  const perHour = countFrom(env, 'SIGN_UP_LIMIT_PER_HOUR', DEFAULT_SIGN_UPS_PER_HOUR);
  if (perHour < 1) throw new Error('SIGN_UP_LIMIT_PER_HOUR must be 1 or more');
  return perHour;
}

/** Reads the environment once; generated secrets are created on first start and reused after. */
export function loadEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const port = portFrom(env, 'PORT', 3000);
  const apiPort = portFrom(env, 'API_PORT', 3001);
  const dataDir = dataDirFrom(env);
  requireSharedSecrets(env, ['SERVICE_KEY', 'COOKIE_SECRET']);
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    databaseUrl: env['EDGE_DATABASE_URL'] || undefined,
    adminPassword: adminPasswordOf(env['ADMIN_PASSWORD']),
    cookieSecret: readOrCreateSecret(join(dataDir, 'secrets', 'cookie-secret'), env['COOKIE_SECRET']),
    serviceKey: readOrCreateSecret(join(dataDir, 'secrets', 'service-key'), env['SERVICE_KEY']),
    apiInternalUrl: baseUrlFrom(env, 'API_INTERNAL_URL', `http://127.0.0.1:${apiPort}`),
    publicApiUrl: baseUrlFrom(env, 'PUBLIC_API_URL', `http://localhost:${apiPort}`),
    publicOrigin: urlFrom(env, 'PUBLIC_ORIGIN', `http://localhost:${port}`).origin,
    webDist: env['WEB_DIST'] ? resolve(env['WEB_DIST']) : DEFAULT_WEB_DIST,
    trustProxy: trustProxyFrom(env),
    logLevel: env['LOG_LEVEL'] || 'info',
    signUpsPerHour: signUpsPerHourFrom(env),
    payments: paymentSettingsFrom(env, join(dataDir, 'secrets')),
  };
}
