import { startJobQueue } from '@bagel/jobs';
import { createTestUsers, scratchDirOf, startTestApp } from '@bagel/server-kit/testing';
import { createLocalObjectStore } from '@bagel/storage';
import { registerTestWallet, walletMigrations, withFunding, type FundedTestApp } from '@bagel/wallet-server/testing';
import { generationMigrations } from './generation.migrations';
import { generationPlugin } from './generation.plugin';
import type { Generator } from './generator/generator';
import { generatorFromEnvironment } from './generator/generator-from-environment';

export interface GenerationTestApp extends FundedTestApp {
  /** Where the local object store keeps outputs' bytes. */
  filesDir: string;
}

/**
 * The generation plugin on a test app, making outputs with `generator` (the local one unless told) in the app's own
 * job queue, their bytes on the local disk; charges and refunds go to the wallet's real ledger, whose routes the app
 * also serves (balances, history).
 */
export async function startGenerationTestApp(generator: Generator = generatorFromEnvironment({})): Promise<GenerationTestApp> {
  const users = createTestUsers();
  let filesDir = '';
  const api = await startTestApp({
    migrations: [walletMigrations, generationMigrations],
    users,
    register: async (app, database) => {
      filesDir = await scratchDirOf(app, 'bagel-generation-files-');
      const jobs = await startJobQueue(database.driver, { log: app.log });
      app.addHook('onClose', () => jobs.stop());
      const ledger = await registerTestWallet(app, database.db, users);
      const store = createLocalObjectStore(filesDir);
      await app.register(generationPlugin, { db: database.db, jobs, ledger, store, generator });
    },
  });
  return withFunding({ ...api, filesDir });
}
