import * as v from 'valibot';

export type AnySchema = v.GenericSchema;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - api routes: `user` (a user's x-api-key), `service` (edge's service key), `user-or-service`.
 * - edge routes: `session` (a signed-in cookie), `admin` (a signed-in admin; on api, an admin's own key).
 * - `public`: anyone.
 */
export type Access = 'public' | 'user' | 'service' | 'user-or-service' | 'session' | 'admin';

/** Where the user id that a user key (or session) must own is found in the request. */
export interface OwnerField {
  in: 'params' | 'query' | 'body';
  field: string;
}

/** Whether a route takes an `Idempotency-Key`: required (`true`), read when sent (`'optional'`), or not at all. */
export type Idempotency = true | 'optional' | undefined;

export interface RouteDescriptor<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
  I extends Idempotency = Idempotency,
> {
  method: HttpMethod;
  /** OpenAPI style: `/api/v1/users/{userId}`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  owner?: OwnerField;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A `multipart/form-data` body holding one file in this field, streamed to the handler (never parsed against
   * a schema, never held whole in memory); the route then has no `body`.
   */
  upload?: { field: string };
  /** The 2xx body. Error bodies are always {@link ErrorBody}. */
  response: R;
  /** Error statuses this route can answer with, besides those its access implies. */
  errors?: readonly number[];
  /**
   * Money-moving calls carry a client-generated `Idempotency-Key` header: a replay answers the first
   * result, the same key with a different body is a 409. `'optional'`: the key is read when sent, and the handler
   * asks for it when the body moves money (creating a model that starts a fine-tune; a dataset moves none).
   */
  idempotent?: I;
  /**
   * `'refused'`: a user the waitlist restricts (role waitlist while the setting is on) gets a 403 with
   * {@link WAITLIST_REFUSAL} before the handler runs. Every money-moving call a user starts says so.
   * Enforced on api, whose key authenticator knows the restriction; edge's session knows only the role,
   * so an edge route asks api for the setting itself (as create-payment-intent does).
   */
  waitlist?: 'refused';
}

/** The detail of the 403 a waitlisted user gets from a route marked `waitlist: 'refused'`. */
export const WAITLIST_REFUSAL = 'Your account is on the waitlist.';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export function defineRoute<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
  I extends Idempotency = undefined,
>(route: RouteDescriptor<P, Q, B, R, I>): RouteDescriptor<P, Q, B, R, I> {
  return route;
}

type OutputOf<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
type InputOf<S> = S extends AnySchema ? v.InferInput<S> : undefined;

export type RouteParams<R> = R extends RouteDescriptor<infer P, infer _Q, infer _B, infer _S> ? OutputOf<P> : never;
export type RouteQuery<R> = R extends RouteDescriptor<infer _P, infer Q, infer _B, infer _S> ? OutputOf<Q> : never;
export type RouteBody<R> = R extends RouteDescriptor<infer _P, infer _Q, infer B, infer _S> ? OutputOf<B> : never;
export type RouteBodyInput<R> = R extends RouteDescriptor<infer _P, infer _Q, infer B, infer _S> ? InputOf<B> : never;
export type RouteResponse<R> = R extends RouteDescriptor<infer _P, infer _Q, infer _B, infer S> ? v.InferOutput<S> : never;
/** `true` when the route requires an `Idempotency-Key`, `'optional'` when it reads one sent, `undefined` when it takes none. */
export type RouteIdempotency<R> = R extends RouteDescriptor<infer _P, infer _Q, infer _B, infer _S, infer I> ? I : never;

/** The statuses a route can answer with, for the OpenAPI document and the server's reply schemas. */
export function errorStatuses(route: RouteDescriptor): number[] {
  // A user's key is rate-limited on api (429), whatever route it calls.
  const implied: Record<Access, number[]> = {
    public: [],
    user: [401, 403, 429],
    service: [401, 403],
    'user-or-service': [401, 403, 429],
    session: [401, 403],
    admin: [401, 403, 429],
  };
  const validation = route.params || route.query || route.body || route.upload || route.idempotent ? [400] : [];
  const replay = route.idempotent ? [409] : [];
  return [...new Set([...validation, ...implied[route.access], ...replay, ...(route.errors ?? []), 500])].sort();
}

/** Fills `{name}` segments of a descriptor's path. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
