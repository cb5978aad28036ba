import type { FastifyInstance } from 'fastify';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { FineTuneLauncher } from '@bagel/asset-ports';
import type { LedgerPort, ModelFiles, OnboardingProgress, UsableModels, UserDirectory } from '@bagel/ports';
import type { ObjectStore } from '@bagel/storage';
import { assetsPlugin } from '../assets.plugin';
import { createModelFiles } from '../model-files';
import { createUsableModels } from '../usable-models';

export interface TestAssetsOptions {
  db: Database;
  store: ObjectStore;
  directory: UserDirectory;
  ledger: LedgerPort;
  jobs: JobQueue;
  /** Where resumable uploads collect their parts. */
  uploadsDir: string;
  now?: () => number;
  /** Where a step done is recorded; by default nowhere (onboarding is another domain's). */
  onboarding?: OnboardingProgress;
  /** What starts a model created with a fine_tune_payload; by default a refusal (fine-tuning is another domain's). */
  fineTunes?: FineTuneLauncher;
}

/** What another domain reads of the assets: the models a user may use, and their files. */
export interface TestAssets {
  models: UsableModels;
  modelFiles: ModelFiles;
}

/** Download links of the test apps: signed with a test secret, pointing at the test api's public address. */
export const TEST_DOWNLOADS = { secret: 'assets-test-download-secret', publicApiUrl: 'https://api.bagel.test' };

/** A step done, recorded nowhere. */
const unrecordedOnboarding: OnboardingProgress = { complete: async () => undefined };

/** A model with a fine_tune_payload, refused. */
const noFineTunes: FineTuneLauncher = {
  launch: async () => {
    throw new Error('This test app runs no fine-tuning');
  },
};

/**
 * The assets on another domain's test app, so its tests work on real models and files (created, uploaded, listed and
 * bought through the assets' own routes): the assets' plugin on the app's database, and the ports that domain reads
 * them by. The app's migrations include `assetsMigrations`, after the wallet's.
 */
export async function registerTestAssets(app: FastifyInstance, options: TestAssetsOptions): Promise<TestAssets> {
  await app.register(assetsPlugin, {
    onboarding: unrecordedOnboarding,
    fineTunes: noFineTunes,
    downloads: TEST_DOWNLOADS,
    ...options,
    corsOrigins: [],
  });
  return { models: createUsableModels(options.db), modelFiles: createModelFiles(options.db, options.store) };
}
