import type { AttemptCounters } from './attempt-counters';
import { RetryLaterError } from '@bagel/server-kit';
import { createWorkLane, type WorkLane } from './work-lane';

/**
 * Sign-ups an address may make per hour by default: enough for a household or a small office behind one address,
 * not for a farm of accounts. A classroom behind one NAT raises it (SIGN_UP_LIMIT_PER_HOUR).
 */
export const DEFAULT_SIGN_UPS_PER_HOUR = 10;
const SIGN_UP_WINDOW_MS = 60 * 60_000;

export function createSignUpLimiter(counters: AttemptCounters, perHour = DEFAULT_SIGN_UPS_PER_HOUR) {
  return {
    /** Counts a sign-up before its password is hashed; a 429 once the address has used up its window. */
    async count(address: string): Promise<void> {
      await counters.count([
        {
          bucket: `sign-up:address:${address}`,
          limit: perHour,
          windowMs: SIGN_UP_WINDOW_MS,
          refusal: (retryIn) => `Too many sign-ups from your network. Please try again ${retryIn}.`,
        },
      ]);
    },
  };
}

export type SignUpLimiter = ReturnType<typeof createSignUpLimiter>;

/**
 * scrypt runs on libuv's thread pool (4 threads) and takes a core for about 0.1 s per hash: sign-ups hash one at
 * a time, so a flood of them holds one thread and one core at most, and sign-ins (which never wait in this lane)
 * keep the rest. A few may wait their turn; past that the flood is told to come back (503) rather than queue,
 * before its sign-ups are counted against their addresses.
 */
const SIGN_UP_HASHING = { concurrency: 1, queueLimit: 8 } as const;
const RETRY_HASHING_AFTER_SECONDS = 5;

export function createSignUpHashingLane(size: { concurrency: number; queueLimit: number } = SIGN_UP_HASHING): WorkLane {
  return createWorkLane({
    ...size,
    whenFull: () =>
      new RetryLaterError(503, 'Many people are signing up right now. Please try again in a few seconds.', RETRY_HASHING_AFTER_SECONDS),
  });
}
