import { ApiError } from '@bagel/api-client';

/** Spec §8 "Transfer failure (shell)", to the letter. */
export const TRANSFER_FALLBACK_MESSAGE = 'Failed to send bagels. Please check the recipient username.';
export const TRANSFER_CATCH_MESSAGE = 'Failed to transfer Bagels. Please check the recipient username and try again.';
export const TRANSFER_FAILED_DEFAULT_MESSAGE = 'There was an error processing your transfer. Please try again.';

/** Error codes of replies that carry no error of the server's own. */
const NO_SERVER_ERROR = new Set([
  // A 2xx without the success flag fails the contract's response schema.
  'invalid_response',
  // A failure whose body is not the error envelope (a proxy's HTML page, say).
  'http_error',
]);

/** What the Transfer Failed view says: the server's error, else the spec's fallback; anything else is the catch fallback. */
export function transferFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return TRANSFER_CATCH_MESSAGE;
  if (NO_SERVER_ERROR.has(error.error) || !error.detail) return TRANSFER_FALLBACK_MESSAGE;
  return error.detail;
}
