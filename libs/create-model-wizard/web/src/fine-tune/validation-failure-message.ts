import { serverMessageOf } from '@bagel/api-client';

/** Spec §8's fallback for a validation call that failed without the server saying why. */
export const VALIDATION_CALL_FAILED = 'Failed to validate parameters';

/** Spec §8: a failed validation call shows what the server said (in any of its shapes), else 'Failed to validate parameters'. */
export function validationFailureMessage(error: unknown): string {
  return serverMessageOf(error) ?? VALIDATION_CALL_FAILED;
}
