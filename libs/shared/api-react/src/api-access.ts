import { createContext, useContext } from 'react';

/** What a call to the platform needs from the signed-in session, provided by `@bagel/session`'s providers. */
export interface ApiAccess {
  /** Held in memory only. Null while signed out. */
  apiKey: string | null;
  /** The API host from the runtime config; undefined until the session has loaded it. */
  apiBaseUrl: string | undefined;
  /** The signed-in user's id; null while signed out. */
  userId: string | null;
  /** The fetch every call uses (injectable for tests and stories). */
  fetch: typeof fetch;
}

/**
 * A context of its own, so a domain's data access needs only this small lib, not the session: the session provides it
 * (and anything else may, such as a story that fakes the API).
 */
export const ApiAccessContext = createContext<ApiAccess | null>(null);

export function useApiAccess(): ApiAccess {
  const value = useContext(ApiAccessContext);
  if (!value) throw new Error('useApiCall and useUserId must be used inside <SessionProvider> (or <SessionTestProvider> in tests)');
  return value;
}

/** The signed-in user's id, or '' while signed out (a query keyed by it is then disabled by its caller). */
export function useUserId(): string {
  return useApiAccess().userId ?? '';
}
