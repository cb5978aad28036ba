export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession } from './session-context';
export { useApiCall, type ApiCall, type ApiCallOptions } from './use-api-call';
export { routeQuery, routeQueryKey } from './route-query';
export { applyBalance } from './apply-balance';
export { usePlatformEndpoint, type PlatformEndpoint } from './platform-endpoint';
export type { SessionState, SessionStatus } from './session-state';
export { useCurrency, useCurrencyStore, CURRENCY_STORAGE_KEY, type CurrencyState } from './currency-store';
export { useRefreshAssetFiles } from './use-refresh-asset-files';
