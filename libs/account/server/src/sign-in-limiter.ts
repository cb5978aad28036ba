import type { AttemptCounters } from './attempt-counters';

const MINUTE = 60_000;

/**
 * Like mature identity providers: failures lock out an account only from the address they came from, so nobody
 * can lock its owner out from elsewhere; an address guessing across accounts is stopped on its own; and a much
 * higher, slower ceiling per account stops guessing spread over many addresses.
 */
const SIGN_IN_LIMITS = {
  perAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  perAddress: { limit: 20, windowMs: 15 * MINUTE },
  perAccount: { limit: 100, windowMs: 60 * MINUTE },
} as const;

export interface SignInAttempt {
  /** The password was right: the account's failures from this address are forgotten, and this attempt does not count. */
  succeeded(): Promise<void>;
}

/**
 * `accountKey` is `user:<id>` for an existing account (its username and email share one count), else
 * `login:<lowercased login>`, so an unknown login is limited like a real one and the limit tells nothing.
 */
export function createSignInLimiter(counters: AttemptCounters) {
  return {
    /** Counts the attempt before its password is checked (a 429 if it may not be made); a failure stays counted. */
    async reserve(accountKey: string, address: string): Promise<SignInAttempt> {
      const pair = `sign-in:account-address:${accountKey}|${address}`;
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
        {
          bucket: `sign-in:account:${accountKey}`,
          ...SIGN_IN_LIMITS.perAccount,
          refusal: (retryIn) => `Too many failed sign-in attempts for this account from several places. Please try again ${retryIn}.`,
        },
      ]);
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
