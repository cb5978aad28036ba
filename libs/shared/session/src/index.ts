export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession, useSessionFetch } from './session-context';
export type { SessionState, SessionStatus } from './session-state';
export { useHoldWaitlistRedirect, useWaitlistRedirectHeld } from './waitlist-redirect-hold';
