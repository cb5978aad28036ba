import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, type RouteDescriptor } from '@bagel/contract';

export interface FuzzRequest {
  method: RouteDescriptor['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzContext {
  /**
   * Values that pass validation for a field of this name (an existing user's id, a username, an amount), so that
   * generated requests also reach handlers and the database, not only the validator. Another user's id belongs here.
   */
  samples: Readonly<Record<string, readonly unknown[]>>;
  /** Headers that authenticate a request as `route.access` asks (a key, a session cookie, an Origin). */
  credentials: (route: RouteDescriptor) => Record<string, string>;
}

/** Inputs the issue found answering 500, and their kin: NUL bytes, impossible dates, huge and negative numbers. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(5_000),
  '2023-02-31',
  '2023-13-01',
  '0000-00-00',
  '9999-12-31T25:61:00Z',
  '-1',
  '1e309',
  'NaN',
  '💥'.repeat(40),
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_NUMBERS = [-1, 0, 0.001, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, 1.005, 1e-7];

/** Any value a JSON field might be sent as: right, wrong type, hostile or random. */
function anyValue(name: string, context: FuzzContext): fc.Arbitrary<unknown> {
  const samples = context.samples[name] ?? [];
  return fc.oneof(
    ...(samples.length > 0 ? [{ arbitrary: fc.constantFrom(...samples), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );
}

/** The same, as it travels in a path or query string. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

type Described = GenericSchema & { entries?: Record<string, unknown>; options?: Described[]; wrapped?: Described };

/** The field names an object schema (possibly piped, optional or a variant of objects) declares. */
function fieldNames(schema: GenericSchema | undefined): string[] {
  const described = schema as Described | undefined;
  if (!described) return [];
  if (described.entries) return Object.keys(described.entries);
  if (described.wrapped) return fieldNames(described.wrapped);
  return [...new Set((described.options ?? []).flatMap(fieldNames))];
}

const MISSING = Symbol('missing');

/** `arbitrary`'s value once in `1 + rarity` runs, otherwise null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, rarity: number) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: rarity }, { arbitrary, weight: 1 });

/**
 * An object of the declared fields. Half the time it holds a sample for each field that has one (and no other), with
 * at most one field wrong or missing, so requests get past validation to handlers; otherwise each field may be
 * missing or anything.
 * Now and then a field the contract does not know comes along.
 */
function fieldsOf(schema: GenericSchema | undefined, context: FuzzContext, text: boolean): fc.Arbitrary<Record<string, unknown>> {
  const names = fieldNames(schema);
  const value = (name: string) => (text ? anyValue(name, context).map(asText) : anyValue(name, context));
  const sampled = names.filter((name) => (context.samples[name] ?? []).length > 0);
  const sample = (name: string) => fc.constantFrom(...(context.samples[name] ?? [])).map((item) => (text ? asText(item) : item));
  const oneWrong = fc
    .tuple(
      fc.record(Object.fromEntries(sampled.map((name) => [name, sample(name)]))),
      names.length > 0
        ? sometimes(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constant(MISSING), value('wrong'))), 1)
        : fc.constant(null),
    )
    .map(([fields, wrong]) => {
      if (!wrong) return fields;
      const { [wrong[0]]: _replaced, ...rest } = fields;
      return wrong[1] === MISSING ? rest : { ...rest, [wrong[0]]: wrong[1] };
    });
  const anything = fc.record(Object.fromEntries(names.map((name) => [name, value(name)])), { requiredKeys: [] });
  const extra = sometimes(fc.tuple(fc.constantFrom('extra', 'a\u0000key', '__proto__', 'constructor'), value('extra')), 4);
  return fc.tuple(fc.oneof(oneWrong, anything), extra).map(([fields, more]) => (more ? { ...fields, [more[0]]: more[1] } : fields));
}

/** The body sent: usually the declared object, sometimes not an object at all, or not JSON. */
function bodyOf(route: RouteDescriptor, context: FuzzContext): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  return fc.oneof(
    { arbitrary: fieldsOf(route.body, context, false).map((fields) => JSON.stringify(fields)), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.constantFrom('{"', 'null', '[]', '"text"', '{"a":' + '['.repeat(2_000)), weight: 1 },
  );
}

interface RequestParts {
  params: readonly string[];
  query: Record<string, string>;
  body: string | undefined;
  idempotencyKey: string;
}

const pathParamNames = (route: RouteDescriptor) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

function toRequest(route: RouteDescriptor, context: FuzzContext, { params, query, body, idempotencyKey }: RequestParts): FuzzRequest {
  let index = 0;
  const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(params[index++] ?? ''));
  const search = new URLSearchParams(query).toString();
  return {
    method: route.method,
    url: search ? `${path}?${search}` : path,
    headers: {
      ...context.credentials(route),
      ...(route.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  };
}

/** Random requests for one route: its path parameters, query and body from the descriptor, sent with valid credentials. */
export function routeRequests(route: RouteDescriptor, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  // Mostly a sample, so the request gets past the path to its query and body.
  const param = (name: string) =>
    (context.samples[name] ?? []).length > 0
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...(context.samples[name] ?? [])), weight: 3 },
          { arbitrary: anyValue(name, context), weight: 1 },
        )
      : anyValue(name, context);
  const params = fc.tuple(...pathParamNames(route).map((name) => param(name).map(asText)));
  const idempotencyKey = fc.oneof(
    { arbitrary: fc.uuid(), weight: 4 },
    { arbitrary: fc.constantFrom('k', ' ', 'x'.repeat(300)), weight: 1 },
  );
  return fc
    .record({ params, query: fieldsOf(route.query, context, true), body: bodyOf(route, context), idempotencyKey })
    .map((parts) => toRequest(route, context, { ...parts, query: parts.query as Record<string, string> }));
}

/** Every hostile value a systematic pass puts into each field in turn; JSON-only ones are sent as text in a URL. */
const HOSTILE_VALUES: readonly unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, true, null, {}, [], ['a\u0000']];

/**
 * The systematic pass: a request whose every field holds a sample, then one request per field and hostile value
 * with that field alone replaced (or left out), so each field meets each value with the rest valid. Random runs
 * would reach a NUL in one field of an otherwise valid body only by luck.
 */
export function hostileRequests(route: RouteDescriptor, context: FuzzContext): FuzzRequest[] {
  const first = (name: string) => (context.samples[name] ?? [])[0];
  const sampled = (schema: GenericSchema | undefined) =>
    Object.fromEntries(fieldNames(schema).flatMap((name) => (first(name) === undefined ? [] : [[name, first(name)]])));
  const paramNames = pathParamNames(route);
  const base = {
    params: paramNames.map((name) => asText(first(name) ?? '')),
    query: Object.fromEntries(Object.entries(sampled(route.query)).map(([name, value]) => [name, asText(value)])),
    body: route.method === 'GET' ? undefined : sampled(route.body),
  };
  const build = (change: Partial<Omit<RequestParts, 'body'>> & { body?: Record<string, unknown> }) =>
    toRequest(route, context, {
      ...base,
      ...change,
      body: (change.body ?? base.body) && JSON.stringify(change.body ?? base.body),
      idempotencyKey: randomUUID(),
    });
  const without = (fields: Record<string, unknown>, name: string) =>
    Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
  const requests = [build({})];
  paramNames.forEach((_, index) => {
    for (const value of HOSTILE_VALUES)
      requests.push(build({ params: base.params.map((param, at) => (at === index ? asText(value) : param)) }));
  });
  for (const name of fieldNames(route.query)) {
    requests.push(build({ query: without(base.query, name) as Record<string, string> }));
    for (const value of HOSTILE_VALUES) requests.push(build({ query: { ...base.query, [name]: asText(value) } }));
  }
  if (base.body) {
    for (const name of fieldNames(route.body)) {
      requests.push(build({ body: without(base.body, name) }));
      for (const value of HOSTILE_VALUES) requests.push(build({ body: { ...base.body, [name]: value } }));
    }
  }
  return requests;
}

export interface FuzzReply {
  statusCode: number;
  body: string;
}

/** What every reply must be: never a 5xx, and a 4xx in the error envelope (`{ error, detail, field? }`). */
export function checkReply(request: FuzzRequest, reply: FuzzReply): void {
  const said = `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
  if (reply.statusCode >= 500) throw new Error(`server error: ${said}`);
  if (reply.statusCode >= 400) {
    const envelope = JSON.parse(reply.body) as { error?: unknown; detail?: unknown };
    if (typeof envelope.error !== 'string' || typeof envelope.detail !== 'string') throw new Error(`no error envelope: ${said}`);
  }
}

/**
 * Sends every route its systematic pass ({@link hostileRequests}) and then `runs` random requests, checking each
 * reply. Deterministic: a fixed seed (fast-check prints the seed, path and shrunk request of a failure, so it
 * replays exactly).
 */
export async function fuzzRoutes(
  routes: readonly RouteDescriptor[],
  context: FuzzContext,
  send: (request: FuzzRequest) => Promise<FuzzReply>,
  { runs = 50, seed = 7 }: { runs?: number; seed?: number } = {},
): Promise<void> {
  for (const route of routes) {
    for (const request of hostileRequests(route, context)) checkReply(request, await send(request));
    await fc.assert(
      fc.asyncProperty(routeRequests(route, context), async (request) => checkReply(request, await send(request))),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }
}
