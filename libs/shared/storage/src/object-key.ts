/**
 * Object keys are `/`-separated relative paths. Callers validate the paths they build keys from; this check is defence in depth,
 * because the local store turns a key into a file path and `..`, an absolute path or a NUL would reach outside its folder.
 */
export function assertObjectKey(key: string): void {
  const segments = key.split('/');
  if (key.includes('\0') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
  }
}

/**
 * A prefix is a key, or a key followed by `/` (everything under a folder). The empty prefix, which would delete every object in
 * the store, is refused on purpose.
 */
export function assertObjectPrefix(prefix: string): void {
  assertObjectKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** A byte range must be whole numbers with `start <= end`; both stores would otherwise disagree on what a bad one means. */
export function assertByteRange(range: { start: number; end: number } | undefined): void {
  if (range && !(Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end) && range.start >= 0 && range.start <= range.end)) {
    throw new Error(`Invalid byte range: ${JSON.stringify(range)}`);
  }
}
