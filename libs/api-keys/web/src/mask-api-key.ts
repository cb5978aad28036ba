const VISIBLE_TAIL = 4;
/** Short keys are hidden entirely: showing 4 of 8 characters would give half of it away. */
const MIN_LENGTH_TO_SHOW_TAIL = 12;

/** The key with all but its last 4 characters hidden, so the user can still tell which key it is. */
export function maskApiKey(key: string): string {
  if (key.length < MIN_LENGTH_TO_SHOW_TAIL) return '•'.repeat(key.length);
  return '•'.repeat(key.length - VISIBLE_TAIL) + key.slice(-VISIBLE_TAIL);
}
