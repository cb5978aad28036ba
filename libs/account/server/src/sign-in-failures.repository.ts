import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { signInFailures } from './account.schema';

export interface SignInFailure {
  accountKey: string;
  ip: string;
  failedAt: Date;
}

export async function insertSignInFailure(db: Database, failure: SignInFailure): Promise<void> {
  await db.insert(signInFailures).values(failure);
}

/** The newest failures (at most `limit`) of an account or an address since a moment, newest first. */
export async function recentFailureTimes(
  db: Database,
  by: { accountKey: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const match = 'accountKey' in by ? eq(signInFailures.accountKey, by.accountKey) : eq(signInFailures.ip, by.ip);
  const rows = await db
    .select({ failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(and(match, gt(signInFailures.failedAt, since)))
    .orderBy(desc(signInFailures.failedAt))
    .limit(limit);
  return rows.map((row) => row.failedAt);
}

export async function deleteAccountFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
}

export async function deleteFailuresBefore(db: Database, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, before));
}
