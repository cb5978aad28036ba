export { ApiError, apiErrorFromReply, errorMessage, isInsufficientBalance, NETWORK_ERROR_DETAIL, serverMessageOf } from './api-error';
export { readErrorMessage } from './error-message';
export {
  callRoute,
  openResponse,
  type CallRouteOptions,
  type ClientOptions,
  type IdempotencyKeyInput,
  type RetryOptions,
  type RouteInput,
} from './call-route';
export { readServerSentEvents, type ServerSentEvent } from './server-sent-events';
export { streamRoute, type RouteEvent, type StreamRouteOptions } from './stream-route';
