import { join } from 'node:path';
import { startJobQueue } from '@bagel/jobs';
import { onboardingMigrations, registerTestOnboarding } from '@bagel/onboarding-server/testing';
import { createTestUsers, scratchDirOf, startTestApp } from '@bagel/server-kit/testing';
import { createLocalObjectStore } from '@bagel/storage';
import { registerTestWallet, walletMigrations, withFunding, type FundedTestApp } from '@bagel/wallet-server/testing';
import { assetsMigrations } from './assets.migrations';
import { registerTestAssets } from './testing/register-test-assets';

export interface AssetsTestApp extends FundedTestApp {
  /** Where the local object store keeps files' bytes. */
  filesDir: string;
}

/**
 * The assets plugin on a test app, its files on the local disk and its uploads sweep in the app's own job queue:
 * purchases move money on the wallet's real ledger and creations mark the onboarding's real steps, both served by the
 * app too. A model with a fine_tune_payload is refused (fine-tuning's tests start those).
 */
export async function startAssetsTestApp(): Promise<AssetsTestApp> {
  const users = createTestUsers();
  let filesDir = '';
  const api = await startTestApp({
    migrations: [walletMigrations, onboardingMigrations, assetsMigrations],
    users,
    register: async (app, database) => {
      const { db } = database;
      filesDir = await scratchDirOf(app, 'bagel-assets-files-');
      const jobs = await startJobQueue(database.driver, { log: app.log });
      app.addHook('onClose', () => jobs.stop());
      const ledger = await registerTestWallet(app, db, users);
      const onboarding = await registerTestOnboarding(app, db);
      const store = createLocalObjectStore(filesDir);
      await registerTestAssets(app, { db, store, directory: users, ledger, jobs, uploadsDir: join(filesDir, 'uploads'), onboarding });
    },
  });
  return withFunding({ ...api, filesDir });
}
