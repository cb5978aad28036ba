import Fastify, { type FastifyInstance } from 'fastify';
import { GITHUB_URL } from '@bagel/contract';
import { pingDatabase, type Database, type MigrationSet } from '@bagel/db';
import { registerHealthRoutes, serverKit, serverOptions, type Startup } from '@bagel/server-kit';
import type { PlatformClient } from '@bagel/platform';
import { accountMigrations, accountPlugin, type PasswordCost } from '@bagel/account-server';
import { adminEdgeMigrations, adminEdgePlugin } from '@bagel/admin-server';
import { createPaymentProvider, paymentsMigrations, paymentsPlugin } from '@bagel/payments-server';
import type { EdgeConfig } from './config';
import { csrfGuard } from './csrf-guard';
import { platformClientFor } from './platform';
import { securityHeaders } from './security-headers';
import { webApp } from './web-app';

export { loadEdgeConfig, type EdgeConfig } from './config';

/** Every domain's migrations for edge's database, applied in this order on start. */
export const EDGE_MIGRATIONS: readonly MigrationSet[] = [accountMigrations, adminEdgeMigrations, paymentsMigrations];

export interface EdgeDependencies {
  /** Already migrated (see {@link EDGE_MIGRATIONS}); the caller owns it and closes it. */
  db: Database;
  /** Defaults to api at `config.apiInternalUrl` with `config.serviceKey`. */
  platform?: PlatformClient;
  /** Tests hash passwords at a cheaper cost; never read from the environment, so production keeps its own. */
  passwordCost?: PasswordCost;
  /** What main still does after listening (the first accounts): `/ready` waits for it. Ready at once without. */
  startup?: Startup;
}

/**
 * The browser-facing server: security headers and the cross-site check first, then the session,
 * admin and payments domains, health, and the web app with its SPA fallback. Not yet listening or ready, so tests
 * can inject into it and a later feature can add routes.
 */
export async function buildEdgeApp(
  config: EdgeConfig,
  { db, platform = platformClientFor(config), passwordCost, startup }: EdgeDependencies,
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions({ logLevel: config.logLevel, trustProxy: config.trustProxy }));
  const payments = createPaymentProvider(config.payments, db);
  await app.register(serverKit);
  await app.register(securityHeaders, { publicOrigin: config.publicOrigin, publicApiUrl: config.publicApiUrl });
  await app.register(csrfGuard, { publicOrigin: config.publicOrigin });
  await app.register(accountPlugin, {
    db,
    platform,
    cookieSecret: config.cookieSecret,
    secureCookie: new URL(config.publicOrigin).protocol === 'https:',
    signUpsPerHour: config.signUpsPerHour,
    runtimeConfig: {
      apiBaseUrl: config.publicApiUrl,
      githubUrl: GITHUB_URL,
      payments: { provider: payments.kind, publishableKey: payments.publishableKey },
    },
    passwordCost,
  });
  await app.register(adminEdgePlugin, { platform });
  await app.register(paymentsPlugin, { db, platform, provider: payments });
  registerHealthRoutes(app, () => pingDatabase(db), startup);
  await app.register(webApp, {
    webDist: config.webDist,
    sessionOf: (request) => app.sessionOf(request),
    publicApiUrl: config.publicApiUrl,
    publicOrigin: config.publicOrigin,
  });
  return app;
}
