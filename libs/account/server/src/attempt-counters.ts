import type { Database } from '@bagel/db';
import { RetryLaterError } from '@bagel/server-kit';
import { deleteCounter, deleteCountersResetBy, hitCounter, takeBackHits, type CountedHit } from './attempt-counters.repository';

/** A bucket that is only counted: the caller decides what its count means (the sign-in slowdown reads it). */
export interface CountingRule {
  /** What is counted, e.g. `sign-up:address:203.0.113.7`. */
  bucket: string;
  windowMs: number;
}

export interface AttemptRule extends CountingRule {
  /** Attempts allowed per window; the next one is refused. */
  limit: number;
  /** The 429 text, given when the window ends ("in 12 minutes"). */
  refusal: (retryIn: string) => string;
}

/**
 * The attempts one call counted, each with its bucket's count in the window (this attempt included), to take
 * back when it turns out not to count (see {@link AttemptCounters.takeBack}).
 */
export type CountedAttempt = readonly (CountedHit & { hits: number })[];

/** "in 1 minute", "in 15 minutes": how the 429 texts (shown in the sign-in and sign-up forms) say when to retry. */
function inMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Expired counters are swept at most this often, by whichever process counts next. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limits counted in the database, so they hold across restarts and several edge processes, and counted
 * before the work they guard, so a burst of parallel attempts cannot all pass a check made before any of them counted.
 */
export function createAttemptCounters(db: Database, clock: () => Date) {
  let nextSweep = 0;

  async function takeBack(attempt: CountedAttempt): Promise<void> {
    await takeBackHits(db, attempt);
  }

  return {
    /**
     * Counts one attempt against each rule in turn. At the first rule with a limit it would exceed, it takes back
     * what it counted and throws that rule's 429: a refused attempt uses up nothing, so it cannot feed the later rules.
     */
    async count(rules: readonly (AttemptRule | CountingRule)[]): Promise<CountedAttempt> {
      const now = clock();
      if (now.getTime() >= nextSweep) {
        nextSweep = now.getTime() + SWEEP_EVERY_MS;
        await deleteCountersResetBy(db, now);
      }
      const counted: (CountedHit & { hits: number })[] = [];
      for (const rule of rules) {
        const hit = await hitCounter(db, rule.bucket, now, rule.windowMs);
        counted.push(hit);
        const { hits, resetsAt } = hit;
        if ('limit' in rule && hits > rule.limit) {
          await takeBack(counted);
          const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
          throw new RetryLaterError(429, rule.refusal(inMinutes(retryAfterSeconds)), retryAfterSeconds);
        }
      }
      return counted;
    },
    /** The attempt did not happen after all, or should not count (it succeeded). */
    takeBack,
    /** Starts a bucket afresh. */
    forget: (bucket: string) => deleteCounter(db, bucket),
  };
}

export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
