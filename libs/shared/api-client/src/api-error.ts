/** A failed call, in the shape of the servers' error envelope. `message` is the text users read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Machine-readable code, e.g. `not_found`. */
  readonly error: string;
  readonly detail: string;
  /** The input at fault on a 400. */
  readonly field?: string;

  constructor(init: { status: number; error: string; detail: string; field?: string; cause?: unknown }) {
    super(init.detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.error = init.error;
    this.detail = init.detail;
    if (init.field !== undefined) this.field = init.field;
  }
}

export const NETWORK_ERROR_DETAIL = 'Network error: could not reach the server';

/** The text to show for anything a call (or a hook around it) threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
