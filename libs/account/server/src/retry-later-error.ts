import { HttpError } from '@bagel/server-kit';

/** A refusal that knows when the caller may try again: the account plugin sends it as Retry-After too. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, detail);
  }
}
