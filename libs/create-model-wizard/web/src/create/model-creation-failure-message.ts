import { ApiError } from '@bagel/api-client';

export const MODEL_CREATION_FAILED = 'Failed to create model';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A list `detail` (a validation error's items) speaks through its first item's `msg`. */
function detailText(detail: unknown): string | null {
  if (Array.isArray(detail)) return isRecord(detail[0]) ? text(detail[0].msg) : null;
  return text(detail);
}

function rawText(data: unknown): string | null {
  if (data instanceof Error) return text(data.message);
  if (typeof data === 'string') return text(data);
  if (data === null || data === undefined) return null;
  const json = JSON.stringify(data);
  return json === '{}' || json === '[]' ? null : json;
}

/**
 * Spec §8's model creation failure: `msg`, then `detail` (its first item's `msg` when a list), then `error`, else the
 * raw data, else 'Failed to create model'. A call through the contract's client arrives as an {@link ApiError} holding
 * the server's envelope (`detail`, `error`); anything else is read as the data itself.
 */
export function modelCreationFailureMessage(failure: unknown): string {
  const data = failure instanceof ApiError ? { detail: failure.detail, error: failure.error } : failure;
  if (isRecord(data) && !(data instanceof Error)) {
    const found = text(data.msg) ?? detailText(data.detail) ?? text(data.error);
    if (found) return found;
  }
  return rawText(data) ?? MODEL_CREATION_FAILED;
}
