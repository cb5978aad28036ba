export { ApiAccessContext, useApiAccess, useUserId, type ApiAccess } from './api-access';
export { useApiCall, type ApiCall, type ApiCallOptions } from './use-api-call';
export { routeQuery, routeQueryKey } from './route-query';
export { usePlatformEndpoint, type PlatformEndpoint } from './platform-endpoint';
export { useLoggedFailure } from './use-logged-failure';
