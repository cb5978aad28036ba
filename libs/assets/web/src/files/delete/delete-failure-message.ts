import { ApiError } from '@bagel/api-client';

export const FILE_DELETED = 'File deleted successfully';
export const DELETE_FAILED = 'Failed to delete file';
export const DELETE_MISSING_PARAMETERS = 'Missing required parameters for file deletion';

/** Spec §8: the server's own message when it sent one, else the generic text (also for an unreachable server). */
export function deleteFailureMessage(error: unknown): string {
  const fromServer = error instanceof ApiError && error.status > 0 && error.error !== 'http_error' && error.error !== 'invalid_response';
  return fromServer && error.detail ? error.detail : DELETE_FAILED;
}
