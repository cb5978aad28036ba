import type { AttemptCounters } from './attempt-counters';

const MINUTE = 60_000;

/**
 * Like mature identity providers: failures lock out an account only from the address they came from, so nobody
 * can lock its owner out from elsewhere; and an address guessing across accounts is stopped on its own.
 */
const SIGN_IN_LIMITS = {
  perAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  perAddress: { limit: 20, windowMs: 15 * MINUTE },
} as const;

/**
 * Guessing one account from many addresses is slowed down, never refused: refusing would let anyone with a few
 * dozen addresses lock the owner out everywhere for an hour. The account's attempts of the last hour, from
 * anywhere, are counted in the database (so every edge process agrees); past `freeAttempts` each attempt waits
 * `delayPerAttemptMs` more before its password is checked, up to `maxDelayMs`. The owner's right password
 * still signs in, a few seconds late, and a distributed guesser's attempts each cost it that long.
 */
export const ACCOUNT_SLOWDOWN = { windowMs: 60 * MINUTE, freeAttempts: 20, delayPerAttemptMs: 100, maxDelayMs: 3_000 } as const;

/** How long an attempt waits, given the account's earlier attempts in the hour that are still counted (failures and ones in flight). */
export function slowdownMs(earlierAttempts: number): number {
  const { freeAttempts, delayPerAttemptMs, maxDelayMs } = ACCOUNT_SLOWDOWN;
  return Math.min(maxDelayMs, Math.max(0, earlierAttempts - freeAttempts + 1) * delayPerAttemptMs);
}

export interface SignInAttempt {
  /** The password was right: the account's failures from this address are forgotten, and this attempt does not count. */
  succeeded(): Promise<void>;
}

/** Waits the slowdown out; tests pass one that records it instead. */
export type Pause = (ms: number) => Promise<void>;

const sleep: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `accountKey` is `user:<id>` for an existing account (its username and email share one count), else
 * `login:<lowercased login>`, so an unknown login is limited like a real one and the limit tells nothing.
 */
export function createSignInLimiter(counters: AttemptCounters, pause: Pause = sleep) {
  return {
    /**
     * Counts the attempt before its password is checked (a 429 if it may not be made from this address), then
     * waits the account's slowdown; a failure stays counted.
     */
    async reserve(accountKey: string, address: string): Promise<SignInAttempt> {
      const pair = `sign-in:account-address:${accountKey}|${address}`;
      const account = `sign-in:account:${accountKey}`;
      const counted = await counters.count([
        {
          bucket: pair,
          ...SIGN_IN_LIMITS.perAccountAndAddress,
          refusal: (retryIn) => `Too many failed sign-in attempts for this account. Please try again ${retryIn}.`,
        },
        {
          bucket: `sign-in:address:${address}`,
          ...SIGN_IN_LIMITS.perAddress,
          refusal: (retryIn) => `Too many failed sign-in attempts from your network. Please try again ${retryIn}.`,
        },
        { bucket: account, windowMs: ACCOUNT_SLOWDOWN.windowMs },
      ]);
      const accountHits = counted.find((hit) => hit.bucket === account)?.hits ?? 1;
      const delay = slowdownMs(accountHits - 1);
      if (delay > 0) await pause(delay);
      return {
        async succeeded() {
          await counters.forget(pair);
          await counters.takeBack(counted.filter((hit) => hit.bucket !== pair));
        },
      };
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
