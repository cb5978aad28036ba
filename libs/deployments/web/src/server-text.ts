import { ApiError } from '@bagel/api-client';

/**
 * What the server itself said about a failed call, or null when it said nothing a person should read: it could not be
 * reached, or something in between answered (a proxy's page, a reply this app does not understand).
 */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const worded = error.status > 0 && error.error !== 'http_error' && error.error !== 'invalid_response';
  return worded && error.detail.trim() !== '' ? error.detail : null;
}
