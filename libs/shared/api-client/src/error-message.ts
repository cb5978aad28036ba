const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const msgOf = (value: unknown) => (isRecord(value) ? text(value.msg) : null);

/** `detail` as a string, an object's `msg`, or the first item's `msg` of a list (a validation error's items). */
function detailText(detail: unknown): string | null {
  if (Array.isArray(detail)) return msgOf(detail[0]);
  return msgOf(detail) ?? text(detail);
}

/**
 * What an error reply's JSON body says, in spec §8's order: `msg`, then `detail` (a string, its `msg`, or its first
 * item's `msg`), then `error` when it is a string; null when it says nothing a person could read (no body, no such
 * field, only blanks). Our own envelope `{error, detail, field}` speaks through `detail`: its `error` is the HTTP reason
 * ('Unprocessable Entity'), read only when `detail` is blank. So a body with both a string `error` and a string `detail`
 * is read as ours, `detail` first, on every surface.
 */
export function readErrorMessage(body: unknown): string | null {
  if (!isRecord(body) || Array.isArray(body)) return null;
  return text(body.msg) ?? detailText(body.detail) ?? text(body.error);
}
