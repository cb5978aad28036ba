import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, type RouteDescriptor } from '@bagel/contract';

export interface FuzzRequest {
  method: RouteDescriptor['method'] | 'HEAD';
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
  /**
   * Headers that authenticate a request as `route.access` asks (a key, a session cookie, an Origin), or that sign
   * its body (a provider's webhook signature covers the exact bytes sent).
   */
  credentials: (route: RouteDescriptor, payload: string | undefined) => Record<string, string>;
  /**
   * The shape of a body the contract leaves raw (a provider's signed webhook event), so that generated bodies get past
   * its own parser too. Its fields, at every depth, are fuzzed like a contract body's.
   */
  rawBodies?: ReadonlyMap<RouteDescriptor, v.GenericSchema>;
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
  '0000-01-01',
  '2023-02-31T00:00:00Z',
  '0000-01-01T00:00:00Z',
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

/** Values that pass for the field at `path`: samples named by the whole path (`data.object.id`), else by its last name. */
const samplesFor = (context: FuzzContext, path: readonly string[]): readonly unknown[] =>
  context.samples[path.join('.')] ?? context.samples[path.at(-1) ?? ''] ?? [];

/**
 * A valid value made hostile: a NUL or thousands of characters after a prefix that passes the field's checks
 * (`pi_…`), which a hostile value alone would fail before it reached anything deeper.
 */
const spoiled = (sample: unknown): unknown[] => (typeof sample === 'string' ? [`${sample}\u0000`, `${sample}${'x'.repeat(5_000)}`] : []);

/** Any value a JSON field might be sent as: right, wrong type, hostile or random. */
function anyValue(path: readonly string[], context: FuzzContext): fc.Arbitrary<unknown> {
  const samples = samplesFor(context, path);
  const spoiledSamples = samples.flatMap(spoiled);
  return fc.oneof(
    ...(samples.length > 0 ? [{ arbitrary: fc.constantFrom(...samples), weight: 4 }] : []),
    ...(spoiledSamples.length > 0 ? [{ arbitrary: fc.constantFrom(...spoiledSamples), weight: 1 }] : []),
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

type Described = v.GenericSchema & { entries?: Record<string, Described>; options?: unknown[]; wrapped?: Described; literal?: unknown };

const unwrapped = (schema: Described): Described => (schema.wrapped ? unwrapped(schema.wrapped) : schema);

/** The objects a body may be: each option of a variant or union of objects, else the schema itself. */
function optionsOf(schema: v.GenericSchema | undefined): (v.GenericSchema | undefined)[] {
  const options = schema ? unwrapped(schema as Described).options : undefined;
  return options?.every((option) => (option as Described).entries) ? (options as v.GenericSchema[]) : [schema];
}

/** The fields an object schema (possibly piped, optional, nullable or a variant of objects) declares, with their schemas. */
function entriesOf(schema: v.GenericSchema | undefined): Record<string, Described> {
  const described = schema as Described | undefined;
  if (!described) return {};
  if (described.entries) return described.entries;
  if (described.wrapped) return entriesOf(described.wrapped);
  return Object.assign({}, ...optionsOf(described).flatMap((option) => (option === described ? [] : [entriesOf(option)]))) as Record<
    string,
    Described
  >;
}

const fieldNames = (schema: v.GenericSchema | undefined) => Object.keys(entriesOf(schema));

/** Every field at every depth, as paths: `data`, `data.object`, `data.object.id`. */
const fieldPaths = (schema: v.GenericSchema | undefined, prefix: readonly string[] = []): string[][] =>
  Object.entries(entriesOf(schema)).flatMap(([name, entry]) => [[...prefix, name], ...fieldPaths(entry, [...prefix, name])]);

const MISSING = Symbol('missing');

/** A copy of `fields` with the field at `path` set to `value`, or left out for MISSING. */
function withField(fields: Record<string, unknown>, [name, ...rest]: readonly string[], value: unknown): Record<string, unknown> {
  if (name === undefined) return fields;
  const { [name]: current, ...others } = fields;
  if (rest.length > 0) {
    const inner = current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
    return { ...others, [name]: withField(inner, rest, value) };
  }
  return value === MISSING ? others : { ...others, [name]: value };
}

/** The value at `path` of a body, if there is one. */
const valueAt = (fields: Record<string, unknown>, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, name) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined), fields);

/** The samples of every field that has some, at every depth; a nested object's are under its name. */
interface SampleTree {
  [name: string]: readonly unknown[] | SampleTree;
}

/**
 * A field's samples, those its schema accepts first; a literal (a variant's discriminator) is its own one sample, a
 * picklist's options are its samples when none are given.
 */
function samplesOf(entry: Described, path: readonly string[], context: FuzzContext): readonly unknown[] {
  const schema = unwrapped(entry);
  if (schema.type === 'literal') return [schema.literal];
  const given = samplesFor(context, path);
  const samples = given.length > 0 || schema.type !== 'picklist' ? given : (schema.options ?? []);
  return [...samples].sort((a, b) => Number(v.is(entry, b)) - Number(v.is(entry, a)));
}

function sampleTree(schema: v.GenericSchema | undefined, context: FuzzContext, prefix: readonly string[] = []): SampleTree {
  const tree: SampleTree = {};
  for (const [name, entry] of Object.entries(entriesOf(schema))) {
    const path = [...prefix, name];
    const samples = samplesOf(entry, path, context);
    if (samples.length > 0) tree[name] = samples;
    else if (fieldNames(entry).length > 0) tree[name] = sampleTree(entry, context, path);
  }
  return tree;
}

const isSamples = (node: SampleTree[string]): node is readonly unknown[] => Array.isArray(node);

/** The first sample of every field in the tree. */
const firstSamples = (tree: SampleTree): Record<string, unknown> =>
  Object.fromEntries(Object.entries(tree).map(([name, node]) => [name, isSamples(node) ? node[0] : firstSamples(node)]));

/** Any sample of every field in the tree. */
const anySamples = (tree: SampleTree, text: boolean): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      Object.entries(tree).map(([name, node]) => [
        name,
        isSamples(node) ? fc.constantFrom(...node).map((item) => (text ? asText(item) : item)) : anySamples(node, text),
      ]),
    ),
  );

/** `arbitrary`'s value once in `1 + rarity` runs, otherwise null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, rarity: number) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: rarity }, { arbitrary, weight: 1 });

/**
 * An object of the declared fields. Half the time it holds a sample for each field that has one (and no other), with
 * at most one field, at any depth, wrong or missing, so requests get past validation to handlers; otherwise each
 * top-level field may be missing or anything.
 * Now and then a field the contract does not know comes along.
 */
function fieldsOf(schema: v.GenericSchema | undefined, context: FuzzContext, text: boolean): fc.Arbitrary<Record<string, unknown>> {
  const names = fieldNames(schema);
  const paths = fieldPaths(schema);
  const value = (path: readonly string[]) => (text ? anyValue(path, context).map(asText) : anyValue(path, context));
  const oneWrong = fc
    .tuple(
      fc.oneof(...optionsOf(schema).map((option) => anySamples(sampleTree(option, context), text))),
      paths.length > 0
        ? sometimes(fc.tuple(fc.constantFrom(...paths), fc.oneof(fc.constant(MISSING), value(['wrong']))), 1)
        : fc.constant(null),
    )
    .map(([fields, wrong]) => (wrong ? withField(fields, wrong[0], wrong[1]) : fields));
  const anything = fc.record(Object.fromEntries(names.map((name) => [name, value([name])])), { requiredKeys: [] });
  const extra = sometimes(fc.tuple(fc.constantFrom('extra', 'a\u0000key', '__proto__', 'constructor'), value(['extra'])), 4);
  return fc.tuple(fc.oneof(oneWrong, anything), extra).map(([fields, more]) => (more ? { ...fields, [more[0]]: more[1] } : fields));
}

/** The body's declared shape: the contract's, or the one given for a raw body. */
const bodySchemaOf = (route: RouteDescriptor, context: FuzzContext) => route.body ?? context.rawBodies?.get(route);

/** Bodies that are no object, not JSON, or nested 100,000 deep (200 kB: within any body limit). */
const HOSTILE_BODIES = ['{"', 'null', '[]', '"text"', '{"a":' + '['.repeat(2_000), '['.repeat(100_000) + ']'.repeat(100_000)];

/** The body sent: usually the declared object, sometimes not an object at all, or not JSON. */
function bodyOf(route: RouteDescriptor, context: FuzzContext): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  return fc.oneof(
    { arbitrary: fieldsOf(bodySchemaOf(route, context), context, false).map((fields) => JSON.stringify(fields)), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_BODIES), weight: 1 },
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
      ...context.credentials(route, body),
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
    samplesFor(context, [name]).length > 0
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...samplesFor(context, [name])), weight: 3 },
          { arbitrary: anyValue([name], context), weight: 1 },
        )
      : anyValue([name], context);
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
 * The systematic pass: a request whose every field holds a sample, then one request per field (at any depth of the
 * body) and hostile value with that field alone replaced (or left out), so each field meets each value with the rest
 * valid. Random runs would reach a NUL in one field of an otherwise valid body only by luck.
 */
export function hostileRequests(route: RouteDescriptor, context: FuzzContext): FuzzRequest[] {
  const paramNames = pathParamNames(route);
  const bodySchema = bodySchemaOf(route, context);
  const bodies =
    route.method === 'GET' ? [] : optionsOf(bodySchema).map((option) => ({ option, body: firstSamples(sampleTree(option, context)) }));
  const base = {
    params: paramNames.map((name) => asText(samplesFor(context, [name])[0] ?? '')),
    query: Object.fromEntries(Object.entries(firstSamples(sampleTree(route.query, context))).map(([name, value]) => [name, asText(value)])),
    body: bodies[0]?.body,
  };
  const build = (change: Partial<Omit<RequestParts, 'body'>> & { body?: Record<string, unknown> | string }) =>
    toRequest(route, context, {
      ...base,
      ...change,
      body: typeof change.body === 'string' ? change.body : (change.body ?? base.body) && JSON.stringify(change.body ?? base.body),
      idempotencyKey: randomUUID(),
    });
  const hostileFor = (valid: unknown) => [...HOSTILE_VALUES, ...spoiled(valid)];
  const requests = [build({})];
  base.params.forEach((valid, index) => {
    for (const value of hostileFor(valid))
      requests.push(build({ params: base.params.map((param, at) => (at === index ? asText(value) : param)) }));
  });
  for (const name of fieldNames(route.query)) {
    requests.push(build({ query: withField(base.query, [name], MISSING) as Record<string, string> }));
    for (const value of hostileFor(base.query[name])) requests.push(build({ query: { ...base.query, [name]: asText(value) } }));
  }
  if (base.body) for (const body of HOSTILE_BODIES) requests.push(build({ body }));
  // Each object a variant body may be has its own valid base, so a field meets hostile values beside its own discriminator.
  for (const { option, body } of bodies) {
    if (body !== base.body) requests.push(build({ body }));
    for (const path of fieldPaths(option)) {
      requests.push(build({ body: withField(body, path, MISSING) }));
      for (const value of hostileFor(valueAt(body, path))) requests.push(build({ body: withField(body, path, value) }));
    }
  }
  return requests;
}

export interface FuzzReply {
  statusCode: number;
  body: string;
}

const envelopeOf = (body: string): { error?: unknown; detail?: unknown } => {
  try {
    return JSON.parse(body) as { error?: unknown; detail?: unknown };
  } catch {
    return {};
  }
};

/** What every reply must be: never a 5xx, and a 4xx in the error envelope (`{ error, detail, field? }`) unless to HEAD. */
export function checkReply(request: FuzzRequest, reply: FuzzReply): void {
  const said = `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 400) ?? ''} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
  if (reply.statusCode >= 500) throw new Error(`server error: ${said}`);
  if (reply.statusCode >= 400 && request.method !== 'HEAD') {
    const envelope = envelopeOf(reply.body);
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

/** Path segments that probe a file server or router: NULs, broken escapes, dot segments, hidden files, long names. */
const HOSTILE_SEGMENTS = [
  '',
  'index.html',
  'assets',
  'favicon.svg',
  '.env',
  '..',
  '%2e%2e',
  '..%2f..%2fpackage.json',
  '%00',
  'index.html%00.js',
  '%E0%A4%A',
  '%',
  '%zz',
  '%2F',
  '%5C',
  ';a=b',
  'x'.repeat(300),
  'a/'.repeat(1_100),
  '%F0%9F%92%A5',
];

/**
 * Random GET and HEAD requests for paths under `prefixes`, for the routes an app serves beside its contract (a web
 * app's files and pages, an API reference): hostile segments, random escaped text, now and then thousands of characters.
 */
export function pathRequests(prefixes: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 12 }).map(encodeURIComponent), weight: 1 },
  );
  return fc
    .record({
      method: fc.constantFrom('GET' as const, 'HEAD' as const),
      prefix: fc.constantFrom(...prefixes),
      segments: fc.array(segment, { maxLength: 5 }),
      padding: fc.oneof({ arbitrary: fc.constant(0), weight: 8 }, { arbitrary: fc.constantFrom(2_049, 5_000, 60_000), weight: 1 }),
      query: sometimes(fc.constantFrom('a=%00', 'a=%E0%A4%A', 'a=1&a=2', '%=%'), 2),
      accept: fc.constantFrom('text/html,*/*;q=0.8', '*/*', 'application/json', 'image/*', ''),
    })
    .map(({ method, prefix, segments, padding, query, accept }): FuzzRequest => ({
      method,
      url: `${prefix}${segments.join('/')}${'p'.repeat(padding)}${query ? `?${query}` : ''}`,
      headers: accept ? { accept } : {},
    }));
}

/** Sends `runs` random {@link pathRequests}, checking each reply; deterministic like {@link fuzzRoutes}. */
export async function fuzzPaths(
  prefixes: readonly string[],
  send: (request: FuzzRequest) => Promise<FuzzReply>,
  { runs = 200, seed = 7 }: { runs?: number; seed?: number } = {},
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(pathRequests(prefixes), async (request) => checkReply(request, await send(request))),
    { numRuns: runs, seed, endOnFailure: true },
  );
}
