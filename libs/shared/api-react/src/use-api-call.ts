import { useCallback } from 'react';
import type { RouteDescriptor, RouteResponse } from '@bagel/contract';
import { ApiError, callRoute, type ClientOptions, type IdempotencyKeyInput, type RouteInput } from '@bagel/api-client';
import { useApiAccess } from './api-access';

/** The route's input plus what a caller may add: cancellation, the idempotency key of a money-moving call, and retries. */
export type ApiCallOptions<R extends RouteDescriptor> = RouteInput<R> & IdempotencyKeyInput<R> & Pick<ClientOptions, 'signal' | 'retry'>;

/** Options may be left out only when the route needs no params, query, body or idempotency key. */
type OptionsArg<R extends RouteDescriptor> = object extends RouteInput<R> & IdempotencyKeyInput<R>
  ? [options?: ApiCallOptions<R>]
  : [options: ApiCallOptions<R>];

export type ApiCall = <R extends RouteDescriptor>(route: R, ...options: OptionsArg<R>) => Promise<RouteResponse<R>>;

const PLATFORM_PREFIX = '/api/v1/';

/**
 * Calls a contract route as the signed-in user: platform routes (`/api/v1/…`) go to the API host with the
 * in-memory key, everything else goes same-origin to edge with the session cookie.
 */
export function useApiCall(): ApiCall {
  const { apiKey, apiBaseUrl: baseUrl, fetch } = useApiAccess();

  return useCallback(
    async <R extends RouteDescriptor>(route: R, ...[options]: OptionsArg<R>) => {
      const toPlatform = route.path.startsWith(PLATFORM_PREFIX);
      if (toPlatform && baseUrl === undefined) {
        throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      }
      return callRoute(route, {
        ...(options as ApiCallOptions<R>),
        fetch,
        baseUrl: toPlatform ? baseUrl : '',
        apiKey: toPlatform ? apiKey : undefined,
      } as Parameters<typeof callRoute<R>>[1]);
    },
    [fetch, baseUrl, apiKey],
  );
}
