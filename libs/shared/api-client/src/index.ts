export { ApiError, errorMessage, NETWORK_ERROR_DETAIL } from './api-error';
export { callRoute, type CallRouteOptions, type ClientOptions, type RetryOptions, type RouteInput } from './call-route';
export { readServerSentEvents, type ServerSentEvent } from './server-sent-events';
export { streamRoute, type RouteEvent, type StreamRouteOptions } from './stream-route';
