import { join } from 'node:path';
import { assetsMigrations, createAssetLibrary, registerTestAssets } from '@bagel/assets-server/testing';
import { offlineModelCatalog } from '@bagel/hub-server/testing';
import { startJobQueue } from '@bagel/jobs';
import { onboardingMigrations, registerTestOnboarding } from '@bagel/onboarding-server/testing';
import { recordingDomainEvents } from '@bagel/ports/testing';
import { createTestUsers, scratchDirOf, startTestApp } from '@bagel/server-kit/testing';
import { createLocalObjectStore } from '@bagel/storage';
import { registerTestWallet, walletMigrations, withFunding, type FundedTestApp } from '@bagel/wallet-server/testing';
import { createFineTunes } from './fine-tunes.service';
import { fineTuningMigrations } from './fine-tuning.migrations';
import { fineTuningPlugin } from './fine-tuning.plugin';
import type { Trainer } from './trainer/trainer';

/**
 * The fine-tuning plugin on a test app, training on `trainer` in the app's own job queue. A fine-tune starts as the api
 * starts one, from a model created through the assets' real routes (which also hold its dataset and its outputs); its
 * charges and refunds go to the wallet's real ledger and its step to the onboarding's, both served by the app too;
 * models are described by the offline hub catalogue; what users are told goes to a recording outbox.
 */
export async function startFineTuningTestApp(trainer: Trainer): Promise<FundedTestApp> {
  const users = createTestUsers();
  const api = await startTestApp({
    migrations: [walletMigrations, onboardingMigrations, assetsMigrations, fineTuningMigrations],
    users,
    register: async (app, database) => {
      const { db } = database;
      const filesDir = await scratchDirOf(app, 'bagel-fine-tuning-files-');
      const jobs = await startJobQueue(database.driver, { log: app.log });
      app.addHook('onClose', () => jobs.stop());
      const ledger = await registerTestWallet(app, db, users);
      const onboarding = await registerTestOnboarding(app, db);
      const store = createLocalObjectStore(filesDir);
      const library = createAssetLibrary(db, store, { directory: users, onboarding, log: app.log });
      const { events } = await recordingDomainEvents(db);
      const fineTunes = createFineTunes({ db, jobs, trainer, library, ledger, onboarding, models: offlineModelCatalog(), events });
      const uploadsDir = join(filesDir, 'uploads');
      await registerTestAssets(app, { db, store, directory: users, ledger, jobs, uploadsDir, onboarding, fineTunes: fineTunes.launcher });
      await app.register(fineTuningPlugin, { db, fineTunes, jobs, trainer, library, ledger, onboarding, events });
    },
  });
  return withFunding(api);
}
