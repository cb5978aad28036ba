import { DEMO_GRANT_BAGELS } from '@bagel/account-contract';
import type { Database } from '@bagel/db';
import { retryWhileUnavailable, type PlatformClient, type RetryWhileUnavailableOptions } from '@bagel/platform';
import { listPendingDemoGrants, markDemoGranted } from './demo-grants.repository';

export interface DemoGrantOptions extends Omit<RetryWhileUnavailableOptions, 'purpose'> {
  db: Database;
  platform: PlatformClient;
}

/** One key per user for all time: however often a grant is retried, api credits it once. */
export const demoGrantKey = (userId: string): string => `demo-grant:${userId}`;

/**
 * Credits each demo user seeded on this data dir their DEMO_GRANT_BAGELS through api's ledger, waiting
 * for api to come up. Run on every start: it does nothing once the grants are paid, and finishes a
 * grant that a crash or an unreachable api left pending. Returns the users credited now.
 */
export async function grantDemoBagels({ db, platform, ...retry }: DemoGrantOptions): Promise<string[]> {
  const pending = await listPendingDemoGrants(db);
  for (const userId of pending) {
    await retryWhileUnavailable(
      () =>
        platform.creditDeposit(
          { userId, amount: DEMO_GRANT_BAGELS, source: 'demo_grant', description: 'Welcome Bagels for the demo account' },
          demoGrantKey(userId),
        ),
      { ...retry, purpose: 'granting the demo Bagels' },
    );
    await markDemoGranted(db, userId);
  }
  return pending;
}
