export { ApiError, errorMessage, NETWORK_ERROR_DETAIL } from './api-error';
export { callRoute, type CallRouteOptions, type ClientOptions, type RetryOptions, type RouteInput } from './call-route';
