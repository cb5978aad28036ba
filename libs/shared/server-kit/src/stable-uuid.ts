import { createHash } from 'node:crypto';

/**
 * A UUID (version 8, from SHA-256) that the same text always gives: a record's id from its user and Idempotency-Key,
 * a job's id from what it is for, so a replay or a retried handler finds what the first one made.
 */
export function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
