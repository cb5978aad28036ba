import { ApiError, errorMessage } from '@bagel/api-client';

/** Spec §8: the server's detail, else its error code; anything that is not a server reply says what went wrong. */
export function creationFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail || error.error;
  return errorMessage(error);
}
