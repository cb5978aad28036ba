import { join } from 'node:path';
import { assetsMigrations, registerTestAssets } from '@bagel/assets-server/testing';
import { startJobQueue } from '@bagel/jobs';
import type { PodProvider } from '@bagel/ports';
import { recordingDomainEvents } from '@bagel/ports/testing';
import { createTestUsers, scratchDirOf, startTestApp } from '@bagel/server-kit/testing';
import { createLocalObjectStore } from '@bagel/storage';
import { registerTestWallet, walletMigrations, withFunding, type FundedTestApp } from '@bagel/wallet-server/testing';
import { deploymentsMigrations } from './deployments.migrations';
import { deploymentsPlugin } from './deployments.plugin';
import { DEFAULT_VLLM_IMAGE } from './vllm-image';

/** Where the test app says clients reach it: the chat endpoint's base URL and pods' weights URLs start with it. */
export const TEST_PUBLIC_API_URL = 'https://api.bagel.test';

export interface DeploymentsTestAppOptions {
  /** Where pods run (a simulator, or a fake RunPod behind the RunPod provider). */
  pods: PodProvider;
  /** How the app reaches pods' model servers (a simulator's: `createSimulatedPodFetch`); by default `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** The clock minutes are billed by. */
  now?: () => number;
  /** The platform's Hugging Face token, which pods get for gated base models. */
  hubToken?: string;
}

/**
 * The deployments plugin on a test app, its jobs in the app's own queue: minutes are billed on the wallet's real ledger
 * and deploys read models made through the assets' real routes (both served by the app too), their files on the local
 * disk; what users are told goes to a recording outbox.
 */
export async function startDeploymentsTestApp({ pods, fetch, now, hubToken }: DeploymentsTestAppOptions): Promise<FundedTestApp> {
  const users = createTestUsers();
  const api = await startTestApp({
    migrations: [walletMigrations, assetsMigrations, deploymentsMigrations],
    users,
    register: async (app, database) => {
      const { db } = database;
      const filesDir = await scratchDirOf(app, 'bagel-deployments-files-');
      const jobs = await startJobQueue(database.driver, { log: app.log });
      app.addHook('onClose', () => jobs.stop());
      const ledger = await registerTestWallet(app, db, users);
      const store = createLocalObjectStore(filesDir);
      const assets = await registerTestAssets(app, {
        db,
        store,
        directory: users,
        ledger,
        jobs,
        uploadsDir: join(filesDir, 'uploads'),
        now,
      });
      await app.register(deploymentsPlugin, {
        db,
        jobs,
        pods,
        ledger,
        ...assets,
        events: (await recordingDomainEvents(db)).events,
        secret: 'deployments-test-secret',
        publicApiUrl: TEST_PUBLIC_API_URL,
        image: DEFAULT_VLLM_IMAGE,
        hubToken,
        now,
        fetch,
      });
    },
  });
  return withFunding(api);
}
