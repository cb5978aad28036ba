import { ApiError } from '@bagel/api-client';

/** Spec §8's fallback for a validation call that failed without the server saying why. */
export const VALIDATION_CALL_FAILED = 'Failed to validate parameters';

/** Errors the client makes up itself (no answer, or one it could not read): they carry no word from the server. */
const CLIENT_ERRORS = new Set(['network_error', 'http_error', 'invalid_response']);

/** Spec §8: a failed validation call shows the server's detail, else 'Failed to validate parameters'. */
export function validationFailureMessage(error: unknown): string {
  if (error instanceof ApiError && !CLIENT_ERRORS.has(error.error) && error.detail.trim() !== '') return error.detail;
  return VALIDATION_CALL_FAILED;
}
