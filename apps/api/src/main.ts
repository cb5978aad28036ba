import { join } from 'node:path';
import { applyMigrations, openDatabase } from '@bagel/db';
import { API_REFERENCE_PATH, listenWithGracefulShutdown } from '@bagel/server-kit';
import { objectStoreFromEnvironment, s3OptionsFromEnvironment } from '@bagel/storage';
import { adaptersFromEnvironment, API_MIGRATIONS, buildApiApp } from './app';
import { loadApiConfig } from './config';

const config = loadApiConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'api') });
const app = await (async () => {
  try {
    await applyMigrations(database, API_MIGRATIONS);
    return await buildApiApp({
      ...config,
      database,
      store: await objectStoreFromEnvironment(process.env, config.dataDir),
      uploadsDir: join(config.dataDir, 'uploads'),
      uploadsBucket: s3OptionsFromEnvironment(process.env),
      adapters: adaptersFromEnvironment(process.env, database.db),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
})();
const address = await listenWithGracefulShutdown(app, { port: config.port, host: config.host, afterClose: () => database.close() });
app.log.info(
  { address, database: database.kind, publicApiUrl: config.publicApiUrl },
  `api ready at ${config.publicApiUrl} (reference at ${config.publicApiUrl}${API_REFERENCE_PATH})`,
);
