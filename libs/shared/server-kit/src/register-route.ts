import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import {
  ErrorBody,
  errorStatuses,
  IDEMPOTENCY_KEY_HEADER,
  WAITLIST_REFUSAL,
  type RouteBody,
  type RouteDescriptor,
  type RouteParams,
  type RouteQuery,
  type RouteIdempotency,
  type RouteResponse,
} from '@bagel/contract';
import { HttpError } from './http-error';

export type RouteRequest<R extends RouteDescriptor> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}> &
  // A route that requires the key never reaches its handler without one (readIdempotencyKey answers 400 first).
  ([RouteIdempotency<R>] extends [true] ? { idempotencyKey: string } : unknown);

export type RouteHandler<R extends RouteDescriptor> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteResponse<R>>;

/** A contract path (`{name}` segments) as Fastify writes it (`:name`). */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function authenticateFor(route: RouteDescriptor): onRequestAsyncHookHandler {
  return async function authenticate(request) {
    // Public routes ignore credentials, so a stale cookie or key never blocks signing in or a health check.
    if (route.access === 'public') {
      request.principal = { kind: 'anonymous' };
      return;
    }
    request.principal = await this.authenticate(request);
    const who = request.principal;
    if (who.kind === 'invalid') throw new HttpError(401, who.reason);
    switch (route.access) {
      case 'service':
        if (who.kind === 'anonymous') throw new HttpError(401, 'An API key is required (x-api-key header)');
        if (who.kind !== 'service') throw new HttpError(403, 'This call needs the service key');
        break;
      case 'user':
      case 'user-or-service':
        if (who.kind === 'anonymous') throw new HttpError(401, 'An API key is required (x-api-key header)');
        if (who.kind === 'service' && route.access === 'user') throw new HttpError(403, "This call needs the user's own key");
        break;
      case 'session':
      case 'admin':
        if (who.kind !== 'user') throw new HttpError(401, 'You are not signed in');
        if (route.access === 'admin' && who.role !== 'admin') throw new HttpError(403, 'Admins only');
        break;
    }
    if (route.waitlist === 'refused' && who.kind === 'user' && who.waitlisted) throw new HttpError(403, WAITLIST_REFUSAL);
  };
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Money-moving routes need the client's key before anything else is looked at. */
function idempotencyKeyFor(route: RouteDescriptor): preHandlerAsyncHookHandler | undefined {
  if (!route.idempotent) return undefined;
  return async function readIdempotencyKey(request) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined && route.idempotent === 'optional') {
      request.idempotencyKey = null;
      return;
    }
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      throw new HttpError(400, 'An Idempotency-Key header (1 to 255 visible characters) is required', 'Idempotency-Key');
    }
    request.idempotencyKey = key;
  };
}

/** Runs after validation, so the owner field is already the parsed, typed value. */
function ownerCheckFor(route: RouteDescriptor): preHandlerAsyncHookHandler | undefined {
  const owner = route.owner;
  if (!owner) return undefined;
  return async function checkOwner(request) {
    const who = request.principal;
    if (who.kind !== 'user') return;
    const source = (owner.in === 'params' ? request.params : owner.in === 'query' ? request.query : request.body) as
      Record<string, unknown> | undefined;
    if (source?.[owner.field] !== who.userId) {
      throw new HttpError(403, "This key may only act on its own user's data");
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract route the app serves, in registration order, whichever plugin registered it (tests fuzz them all). */
    contractRoutes: RouteDescriptor[];
  }
}

/**
 * Registers a contract route: the descriptor's schemas validate input and shape output,
 * its access rule, waitlist rule and owner field are enforced before the handler runs.
 */
export function registerRoute<R extends RouteDescriptor>(app: FastifyInstance, route: R, handler: RouteHandler<R>): void {
  app.contractRoutes.push(route);
  const response: Record<number, unknown> = { 200: route.response };
  for (const status of errorStatuses(route)) response[status] = ErrorBody;
  const preHandler = [ownerCheckFor(route), idempotencyKeyFor(route)].filter((hook) => hook !== undefined);
  app.route({
    method: route.method,
    url: toFastifyPath(route.path),
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response,
    },
    onRequest: authenticateFor(route),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
