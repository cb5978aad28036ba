import { startJobQueue } from '@bagel/jobs';
import { createTestUsers, startTestApp, type TestApp } from '@bagel/server-kit/testing';
import { referralsMigrations } from './referrals.migrations';
import { referralsPlugin } from './referrals.plugin';
import { socialNetworkFromEnvironment } from './social/social-network-from-environment';
import type { SocialNetwork } from './social/social-network';
import { poolLedger } from './testing/pool-ledger';

export const TEST_PUBLIC_API_URL = 'https://api.bagel.test';
export const TEST_WEB_ORIGIN = 'http://localhost:3000';

/**
 * The referrals plugin on a test app, posting on `social` (the local outbox unless told), its jobs in the app's own
 * queue. Bonuses come from an empty pool of its own: what users are paid is the wallet's, tested in apps/api.
 */
export function startReferralsTestApp(social: SocialNetwork = socialNetworkFromEnvironment({})): Promise<TestApp> {
  const users = createTestUsers();
  return startTestApp({
    migrations: [referralsMigrations],
    users,
    register: async (app, database) => {
      const jobs = await startJobQueue(database.driver, { log: app.log });
      app.addHook('onClose', () => jobs.stop());
      await app.register(referralsPlugin, {
        db: database.db,
        jobs,
        ledger: (await poolLedger(database.db)).ledger,
        directory: users,
        social,
        publicApiUrl: TEST_PUBLIC_API_URL,
        webOrigin: TEST_WEB_ORIGIN,
        secret: 'referrals-test-secret',
      });
    },
  });
}
