import { join } from 'node:path';
import { applyMigrations, openDatabase } from '@bagel/db';
import { createStartup, listenWithGracefulShutdown } from '@bagel/server-kit';
import { grantDemoBagels, seedAccounts } from '@bagel/account-server';
import { buildEdgeApp, EDGE_MIGRATIONS } from './app';
import { loadEdgeConfig } from './config';
import { platformClientFor } from './platform';
import { firstAccountsBanner, runningBanner } from './startup-banner';

const config = loadEdgeConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'edge') });
try {
  await applyMigrations(database, EDGE_MIGRATIONS);
  const platform = platformClientFor(config);
  // /ready says no until the first accounts exist and hold their demo Bagels: a sign-in right after it works.
  const startup = createStartup('creating the first accounts');
  const app = await buildEdgeApp(config, { db: database.db, platform, startup });
  const address = await listenWithGracefulShutdown(app, { port: config.port, host: config.host, afterClose: () => database.close() });
  app.log.info({ address, database: database.kind, webDist: config.webDist }, `edge listening at ${config.publicOrigin}`);

  // After listening: api may start later than edge, and seeding waits for it.
  try {
    const seed = await seedAccounts({ db: database.db, platform, log: app.log, adminPassword: config.adminPassword });
    if (seed.seeded) process.stdout.write(firstAccountsBanner(seed));
    app.log.info(seed.seeded ? 'Created the first accounts' : 'Accounts exist already; none created');
  } catch (error) {
    app.log.error({ err: error }, 'Could not create the first accounts; they will be created on the next start');
    startup.failed('the first accounts could not be created');
  }
  // Pending only on a new data dir, or after a start that could not reach api: the grant keys make a repeat harmless.
  try {
    const granted = await grantDemoBagels({ db: database.db, platform, log: app.log });
    app.log.info({ users: granted.length }, granted.length > 0 ? 'Granted the demo Bagels' : 'No demo Bagels to grant');
  } catch (error) {
    app.log.error({ err: error }, 'Could not grant the demo Bagels; they will be granted on the next start');
    startup.failed('the demo Bagels could not be granted');
  }
  if (startup.finish()) process.stdout.write(runningBanner(config.publicOrigin));
} catch (error) {
  await database.close();
  throw error;
}
