import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { getSession, signOut as signOutRoute, type PageSession } from '@bagel/account-contract';
import { ApiError, callRoute, errorMessage } from '@bagel/api-client';
import { ProvideSession } from './provide-session';
import { globalFetch, type SessionContextValue } from './session-context';
import { forgetPageSession, initialSession, readPageSession } from './page-session';
import { sessionReducer, type SessionState } from './session-state';

export interface SessionProviderProps {
  children: ReactNode;
  fetch?: typeof fetch;
  /** The session the page came with; read from the page by default (see page-session.ts). */
  pageSession?: PageSession;
}

/**
 * Starts from the session edge put in the page, or loads it from edge on mount when the page has none, and keeps it in
 * memory.
 */
export function SessionProvider({ children, fetch: fetchImpl = globalFetch, pageSession }: SessionProviderProps) {
  // Read once, on mount: a later sign-out is not a reason to load, and the page forgets it (below).
  const [startedFrom] = useState(() => (pageSession !== undefined ? pageSession : readPageSession()));
  const [data, dispatch] = useReducer(sessionReducer, startedFrom, initialSession);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const payload = await callRoute(getSession, { fetch: fetchImpl, signal });
        dispatch({ type: 'signed-in', payload });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) dispatch({ type: 'signed-out' });
        else dispatch({ type: 'failed', message: errorMessage(error) });
      }
    },
    [fetchImpl],
  );

  const cameWithSession = startedFrom !== undefined;
  useEffect(() => {
    forgetPageSession();
    if (cameWithSession) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, cameWithSession]);

  const signOut = useCallback(async () => {
    try {
      await callRoute(signOutRoute, { fetch: fetchImpl });
    } finally {
      dispatch({ type: 'signed-out' });
    }
  }, [fetchImpl]);

  const value = useMemo<SessionContextValue>(() => {
    const session: SessionState = {
      ...data,
      signedIn: (payload) => dispatch({ type: 'signed-in', payload }),
      signOut,
      refresh: () => load(),
      setApiKey: (apiKey) => dispatch({ type: 'api-key', apiKey }),
      setUser: (user) => dispatch({ type: 'user', user }),
    };
    return { session, fetch: fetchImpl };
  }, [data, signOut, load, fetchImpl]);

  return <ProvideSession value={value}>{children}</ProvideSession>;
}
