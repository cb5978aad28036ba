import { setTimeout as sleep } from 'node:timers/promises';
import { PlatformUnavailableError } from './platform-client';

export interface RetryLog {
  warn(message: string): void;
}

export interface RetryWhileUnavailableOptions {
  log: RetryLog;
  /** Finishes "Waiting for the platform API before …" in the log, e.g. "creating the first accounts". */
  purpose: string;
  /** How long to keep retrying while api is not up yet. */
  giveUpAfterMs?: number;
  firstRetryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/**
 * Runs `work` until it stops failing with {@link PlatformUnavailableError}, backing off exponentially:
 * edge and api start together, and api may not be listening yet. Any other error is thrown at once.
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, options: RetryWhileUnavailableOptions): Promise<T> {
  const { log, purpose, giveUpAfterMs = 120_000, firstRetryDelayMs = 500, maxRetryDelayMs = 5_000 } = options;
  const deadline = Date.now() + giveUpAfterMs;
  for (let delay = firstRetryDelayMs; ; delay = Math.min(delay * 2, maxRetryDelayMs)) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PlatformUnavailableError) || Date.now() + delay > deadline) throw error;
      log.warn(`Waiting for the platform API before ${purpose} (${error.reason}); retrying in ${delay} ms`);
      await sleep(delay);
    }
  }
}
