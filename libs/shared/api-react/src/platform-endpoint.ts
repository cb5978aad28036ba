import { useMemo } from 'react';
import { buildPath } from '@bagel/contract';
import { useApiAccess } from './api-access';

export interface PlatformEndpoint {
  url: string;
  headers: Record<string, string>;
}

/**
 * A platform endpoint outside the contract's JSON calls (tus uploads speak their own protocol): its URL and headers
 * as `useApiCall` would send them, with the API host and the in-memory key. Null while either is missing. The same
 * object while neither changes, so callbacks built on it stay stable.
 */
export function usePlatformEndpoint(path: string, params?: Record<string, string>): PlatformEndpoint | null {
  const { apiKey, apiBaseUrl } = useApiAccess();
  const url = apiBaseUrl && apiKey ? `${apiBaseUrl.replace(/\/+$/, '')}${buildPath(path, params)}` : null;
  return useMemo(() => (url && apiKey ? { url, headers: { 'x-api-key': apiKey } } : null), [url, apiKey]);
}
