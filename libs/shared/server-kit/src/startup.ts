import { RetryLaterError } from './retry-later-error';

/** How soon a caller polling /ready is asked to come back while startup tasks run. */
const STARTING_RETRY_AFTER_SECONDS = 2;
/** A failed startup does not heal by itself: the operator restarts the server. */
const FAILED_RETRY_AFTER_SECONDS = 60;

/**
 * What a server still does after it listens, before it may take traffic: edge creates the first accounts and
 * grants the demo Bagels once api answers. `/ready` answers 503 until `finish` finds no task failed.
 */
export function createStartup(doing: string) {
  let refusal: RetryLaterError | undefined = new RetryLaterError(
    503,
    `Starting up: ${doing}. Please try again in a moment.`,
    STARTING_RETRY_AFTER_SECONDS,
  );
  const failures: string[] = [];
  return {
    /** Throws the 503 that says why the server is not ready yet. */
    assertReady(): void {
      if (refusal) throw refusal;
    },
    /** A startup task failed: the server will not be ready until a restart does it. */
    failed(what: string): void {
      failures.push(what);
    },
    /** Every task has ended: ready (true) unless one failed. */
    finish(): boolean {
      refusal =
        failures.length === 0
          ? undefined
          : new RetryLaterError(
              503,
              `Starting up failed: ${failures.join('; ')}. See the server log, and restart.`,
              FAILED_RETRY_AFTER_SECONDS,
            );
      return refusal === undefined;
    },
  };
}

export type Startup = ReturnType<typeof createStartup>;
