import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { getSession, signOut as signOutRoute } from '@bagel/account-contract';
import { ApiError, callRoute, errorMessage } from '@bagel/api-client';
import { ProvideSession } from './provide-session';
import { globalFetch, type SessionContextValue } from './session-context';
import { LOADING_SESSION, sessionReducer, type SessionState } from './session-state';

export interface SessionProviderProps {
  children: ReactNode;
  fetch?: typeof fetch;
}

/** Loads the signed-in session from edge on mount and keeps it in memory. */
export function SessionProvider({ children, fetch: fetchImpl = globalFetch }: SessionProviderProps) {
  const [data, dispatch] = useReducer(sessionReducer, LOADING_SESSION);

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

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

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
