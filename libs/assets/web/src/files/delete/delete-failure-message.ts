import { serverMessageOf } from '@bagel/api-client';

export const FILE_DELETED = 'File deleted successfully';
export const DELETE_FAILED = 'Failed to delete file';
export const DELETE_MISSING_PARAMETERS = 'Missing required parameters for file deletion';

/** Spec §8: the server's own message when it sent one (in any of its shapes), else the generic text. */
export function deleteFailureMessage(error: unknown): string {
  return serverMessageOf(error) ?? DELETE_FAILED;
}
