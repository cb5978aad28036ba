import type { RuntimeConfig, SessionPayload, SessionUser } from '@bagel/account-contract';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Held in memory only: never written to localStorage or sessionStorage. */
  apiKey: string | null;
  config: RuntimeConfig | null;
  /** Why the session could not be loaded (status 'error'), or why the last refresh failed. */
  error: string | null;
  /** Call with the reply of sign-in or sign-up. */
  signedIn(payload: SessionPayload): void;
  /** Revokes the session on the server, then forgets it here even if that call failed (the failure is rethrown). */
  signOut(): Promise<void>;
  /** Reloads the session from the server. */
  refresh(): Promise<void>;
  /** After the key was rotated. */
  setApiKey(key: string): void;
  /** After the profile or role changed. */
  setUser(user: SessionUser): void;
}

export type SessionData = Pick<SessionState, 'status' | 'user' | 'apiKey' | 'config' | 'error'>;

export type SessionAction =
  | { type: 'signed-in'; payload: SessionPayload }
  | { type: 'signed-out' }
  | { type: 'failed'; message: string }
  | { type: 'api-key'; apiKey: string }
  | { type: 'user'; user: SessionUser };

export const LOADING_SESSION: SessionData = { status: 'loading', user: null, apiKey: null, config: null, error: null };
const SIGNED_OUT: SessionData = { status: 'signed-out', user: null, apiKey: null, config: null, error: null };

export function sessionReducer(state: SessionData, action: SessionAction): SessionData {
  switch (action.type) {
    case 'signed-in':
      return { status: 'signed-in', user: action.payload.user, apiKey: action.payload.apiKey, config: action.payload.config, error: null };
    case 'signed-out':
      return SIGNED_OUT;
    case 'failed':
      // A failed refresh keeps a signed-in user signed in; only a first load turns into the error state.
      return state.status === 'signed-in' ? { ...state, error: action.message } : { ...SIGNED_OUT, status: 'error', error: action.message };
    case 'api-key':
      return state.status === 'signed-in' ? { ...state, apiKey: action.apiKey } : state;
    case 'user':
      return state.status === 'signed-in' ? { ...state, user: action.user } : state;
  }
}
