import { IDEMPOTENCY_KEY_HEADER, type RouteDescriptor } from '@bagel/contract';
import type { FuzzContext, FuzzRequest } from './fuzz-context';

/** The body's declared shape: the contract's, or the one given for a raw body. */
export const bodySchemaOf = (route: RouteDescriptor, context: FuzzContext) => route.body ?? context.rawBodies?.get(route);

export interface RequestParts {
  params: readonly string[];
  query: Record<string, string>;
  body: string | undefined;
  idempotencyKey: string;
}

export const pathParamNames = (route: RouteDescriptor) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

export function toRequest(
  route: RouteDescriptor,
  context: FuzzContext,
  { params, query, body, idempotencyKey }: RequestParts,
): FuzzRequest {
  let index = 0;
  const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(params[index++] ?? ''));
  const search = new URLSearchParams(query).toString();
  return {
    method: route.method,
    url: search ? `${path}?${search}` : path,
    headers: {
      ...context.credentials(route, body),
      ...(route.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  };
}
