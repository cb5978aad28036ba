export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession, useSessionFetch } from './session-context';
export type { SessionState, SessionStatus } from './session-state';
export { useCurrency, useCurrencyStore, CURRENCY_STORAGE_KEY, type CurrencyState } from './currency-store';
export { useHoldWaitlistRedirect, useWaitlistRedirectHeld } from './waitlist-redirect-hold';
