import { queryOptions } from '@tanstack/react-query';
import type { RouteDescriptor, RouteResponse } from '@bagel/contract';
import type { ClientOptions, RouteInput } from '@bagel/api-client';
import type { ApiCall } from './use-api-call';

interface KeyInput {
  params?: object | undefined;
  query?: object | undefined;
}

/**
 * The cache key of a contract call, derived from its descriptor: the route, then its params, then its query.
 * A shorter key is a prefix of every read it covers, so `routeQueryKey(getTransactions, { params: { userId } })`
 * invalidates the user's history under every filter, and `routeQueryKey(getTransactions)` everyone's.
 */
export function routeQueryKey(route: RouteDescriptor, input: KeyInput = {}) {
  const key: unknown[] = [route.method, route.path];
  if (input.params !== undefined || input.query !== undefined) key.push(input.params ?? {});
  if (input.query !== undefined) key.push(input.query);
  return key;
}

/**
 * `queryOptions` for one call of a GET route (it takes no idempotency key) as the signed-in user: key from the route,
 * fetch through `call`.
 */
export function routeQuery<R extends RouteDescriptor & { idempotent?: undefined }>(call: ApiCall, route: R, input: RouteInput<R>) {
  return queryOptions<RouteResponse<R>>({
    queryKey: routeQueryKey(route, input as KeyInput),
    queryFn: ({ signal }) =>
      (call as (route: R, options: RouteInput<R> & Pick<ClientOptions, 'signal'>) => Promise<RouteResponse<R>>)(route, {
        ...input,
        signal,
      }),
  });
}
