import { ApiError } from '@bagel/api-client';

export const MODEL_CREATION_FAILED = 'Failed to create model';

/** A reply's raw data, when it words nothing in spec §8's fields: its text, or its JSON unless that is empty. */
function rawData(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  if (body === null || body === undefined) return null;
  const json = JSON.stringify(body);
  return json === '{}' || json === '[]' ? null : json;
}

/**
 * Spec §8's model creation failure: `msg`, then `detail` (its first item's `msg` when a list), then `error` (the api
 * client's reader, in that order), else the raw data, else 'Failed to create model'. A file the server did not keep
 * arrives as an error whose message already says so.
 */
export function modelCreationFailureMessage(failure: unknown): string {
  if (failure instanceof ApiError) return failure.serverMessage ?? rawData(failure.body) ?? MODEL_CREATION_FAILED;
  return failure instanceof Error && failure.message ? failure.message : MODEL_CREATION_FAILED;
}
