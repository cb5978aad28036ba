import { ApiError } from '@bagel/api-client';

/** Spec §8 "Transfer failure (shell)", to the letter. */
export const TRANSFER_FALLBACK_MESSAGE = 'Failed to send bagels. Please check the recipient username.';
export const TRANSFER_CATCH_MESSAGE = 'Failed to transfer Bagels. Please check the recipient username and try again.';
export const TRANSFER_FAILED_DEFAULT_MESSAGE = 'There was an error processing your transfer. Please try again.';

/** What the Transfer Failed view says: the server's error, else the spec's fallback; no answer at all is the catch fallback. */
export function transferFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return TRANSFER_CATCH_MESSAGE;
  // A 2xx without the success flag (invalid_response) and a reply without JSON carry no error of the server's own.
  return error.serverMessage ?? TRANSFER_FALLBACK_MESSAGE;
}
