import * as v from 'valibot';
import { ErrorBody, INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import { readErrorMessage } from './error-message';

/** A failed call, in the shape of the servers' error envelope. `message` is the text users read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Machine-readable code: the envelope's, or this client's own (`network_error`, `http_error`, `invalid_response`…). */
  readonly error: string;
  /** The text users read: the server's message when it gave one, else this client's own words. */
  readonly detail: string;
  /** The input at fault on a 400. */
  readonly field?: string;
  /** What a refusal is about, when the server said (the envelope's `code`, e.g. INSUFFICIENT_BALANCE_CODE). */
  readonly code?: string;
  /** The error reply's JSON body as it came; undefined when there was none (or it was not JSON). */
  readonly body: unknown;
  /**
   * What the server itself said ({@link readErrorMessage} of the body), or null when it said nothing a person should
   * read: it could not be reached, sent no JSON (a proxy's page), or the error was made up by this client.
   */
  readonly serverMessage: string | null;

  constructor(init: { status: number; error: string; detail: string; field?: string; code?: string; body?: unknown; cause?: unknown }) {
    super(init.detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.error = init.error;
    this.detail = init.detail;
    if (init.field !== undefined) this.field = init.field;
    if (init.code !== undefined) this.code = init.code;
    this.body = init.body;
    this.serverMessage = readErrorMessage(init.body);
  }
}

export const NETWORK_ERROR_DETAIL = 'Network error: could not reach the server';

/**
 * The error a non-2xx reply stands for, whatever shape its body has (`body` undefined when it had none, or no JSON):
 * the envelope's code and field when it is ours, the server's message as the text, else words of this client's own.
 */
export function apiErrorFromReply(status: number, body: unknown): ApiError {
  const envelope = v.safeParse(ErrorBody, body);
  const reason = status >= 500 ? 'The server ran into a problem' : 'The request failed';
  const field = envelope.success ? envelope.output.field : undefined;
  const code = envelope.success ? envelope.output.code : undefined;
  return new ApiError({
    status,
    error: envelope.success ? envelope.output.error : 'http_error',
    detail: readErrorMessage(body) ?? `${reason} (HTTP ${status}). Please try again.`,
    ...(field === undefined ? {} : { field }),
    ...(code === undefined ? {} : { code }),
    body,
  });
}

/** The server refused because the balance cannot pay: the screen offers Buy Bagels. */
export function isInsufficientBalance(error: unknown): boolean {
  return error instanceof ApiError && error.code === INSUFFICIENT_BALANCE_CODE;
}

/** What the server said about a failure, or null for anything it did not word (see {@link ApiError.serverMessage}). */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** The text to show for anything a call (or a hook around it) threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
