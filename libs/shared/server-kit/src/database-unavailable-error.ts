import { RetryLaterError } from './retry-later-error';

/** How long a caller is asked to wait after a database outage: long enough for a restart or failover to be under way. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database could not be reached: 503 with Retry-After, whichever route asked it. */
export class DatabaseUnavailableError extends RetryLaterError {
  constructor(options?: ErrorOptions) {
    super(503, 'The database is not reachable right now. Please try again shortly.', DATABASE_RETRY_AFTER_SECONDS, options);
  }
}
