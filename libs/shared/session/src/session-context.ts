import { createContext, useContext } from 'react';
import type { SessionState } from './session-state';

export interface SessionContextValue {
  session: SessionState;
  /** The fetch every call made through the session uses (injectable for tests and stories). */
  fetch: typeof fetch;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider> (or <SessionTestProvider> in tests)');
  return value;
}

export function useSession(): SessionState {
  return useSessionContext().session;
}

/** The session's fetch, for what reads a response itself rather than through `useApiCall` (a live stream). */
export function useSessionFetch(): typeof fetch {
  return useSessionContext().fetch;
}

/** Read at call time, so a test that stubs the global fetch after rendering still catches the call. */
export const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
