import { HttpError } from './http-error';

/**
 * A refusal that says when the caller may come back (sent as Retry-After): a rate limit (429), or the server
 * refusing work it cannot do right now (503: shedding load, a database outage, still starting). Such a 503 is
 * expected, not a failure of ours: it is logged as a warning once per burst (`burst-log.ts`), never with a stack.
 */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: number,
    detail: string,
    readonly retryAfterSeconds: number,
    /** `cause` is logged (without its stack) with a 5xx, never sent. */
    options?: ErrorOptions,
  ) {
    super(statusCode, detail, undefined, options);
  }
}
