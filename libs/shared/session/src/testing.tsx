import { useMemo, useReducer, type ReactNode } from 'react';
import type { RuntimeConfig, SessionUser } from '@bagel/account-contract';
import { GITHUB_URL } from '@bagel/contract';
import { ProvideSession } from './provide-session';
import { globalFetch, type SessionContextValue } from './session-context';
import { sessionReducer, type SessionData, type SessionState } from './session-state';

export const TEST_USER: SessionUser = {
  id: '0b6f7f1e-2a4c-4d8e-9f10-1a2b3c4d5e6f',
  username: 'alice',
  email: 'alice@example.com',
  name: 'Alice Baker',
  image: null,
  image_url: null,
  role: 'user',
};
export const TEST_API_KEY = 'bgl_test_key_0123456789abcdef';
export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.bagel.test',
  githubUrl: GITHUB_URL,
  payments: { provider: 'sandbox', publishableKey: null },
};

export interface SessionTestProviderProps {
  /** Overrides of the signed-in default; functions given here (e.g. `vi.fn()`) replace the in-memory ones. */
  value?: Partial<SessionState>;
  /** Where useApiCall's calls go; by default the global fetch, read at call time. */
  fetch?: typeof fetch;
  children: ReactNode;
}

/**
 * A session that never loads from the network: signed in as alice unless `value` says otherwise.
 * Its setters work in memory, so a story or test sees e.g. a profile edit reach the header.
 */
export function SessionTestProvider({ value = {}, fetch: fetchImpl = globalFetch, children }: SessionTestProviderProps) {
  const initial: SessionData = {
    status: value.status ?? 'signed-in',
    user: value.user !== undefined ? value.user : TEST_USER,
    apiKey: value.apiKey !== undefined ? value.apiKey : TEST_API_KEY,
    config: value.config !== undefined ? value.config : TEST_CONFIG,
    error: value.error ?? null,
  };
  const [data, dispatch] = useReducer(sessionReducer, initial);

  const context = useMemo<SessionContextValue>(() => {
    const session: SessionState = {
      ...data,
      signedIn: (payload) => dispatch({ type: 'signed-in', payload }),
      signOut: async () => dispatch({ type: 'signed-out' }),
      refresh: async () => undefined,
      setApiKey: (apiKey) => dispatch({ type: 'api-key', apiKey }),
      setUser: (user) => dispatch({ type: 'user', user }),
      ...pickFunctions(value),
    };
    return { session, fetch: fetchImpl };
  }, [data, value, fetchImpl]);

  return <ProvideSession value={context}>{children}</ProvideSession>;
}

function pickFunctions(value: Partial<SessionState>): Partial<SessionState> {
  const { signedIn, signOut, refresh, setApiKey, setUser } = value;
  return Object.fromEntries(Object.entries({ signedIn, signOut, refresh, setApiKey, setUser }).filter(([, fn]) => fn !== undefined));
}
