import type { Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import {
  deleteAccountFailures,
  deleteFailuresBefore,
  insertSignInFailure,
  recentFailureTimes,
} from './sign-in-failures.repository';

export interface SignInLimits {
  /** Failures one account may have inside the window; the next attempt is refused, right password or not. */
  perAccount: number;
  /** Failures one client address may have inside the window, across all accounts (credential stuffing). */
  perIp: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 };

/** A 429 that knows when the caller may try again (sent as Retry-After too). */
export class TooManySignInAttemptsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    who: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, `Too many failed sign-in attempts ${who}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
  }
}

/** Counts failures in the database, so the limit holds across restarts and several edge processes. */
export function createSignInLimiter(db: Database, limits: SignInLimits, clock: () => Date) {
  async function check(by: { accountKey: string } | { ip: string }, limit: number, who: string): Promise<void> {
    const now = clock().getTime();
    const failures = await recentFailureTimes(db, by, new Date(now - limits.windowMs), limit);
    // The oldest of the newest `limit` failures is the one whose expiry lets the next attempt through.
    const oldest = failures[limit - 1];
    if (oldest) throw new TooManySignInAttemptsError(Math.ceil((oldest.getTime() + limits.windowMs - now) / 1000), who);
  }

  return {
    async assertAllowed(accountKey: string, ip: string): Promise<void> {
      await check({ accountKey }, limits.perAccount, 'for this account');
      await check({ ip }, limits.perIp, 'from your network');
    },
    async recordFailure(accountKey: string, ip: string): Promise<void> {
      const now = clock();
      await insertSignInFailure(db, { accountKey, ip, failedAt: now });
      await deleteFailuresBefore(db, new Date(now.getTime() - limits.windowMs));
    },
    async forgetFailures(accountKey: string): Promise<void> {
      await deleteAccountFailures(db, accountKey);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
