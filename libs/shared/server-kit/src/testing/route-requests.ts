import fc from 'fast-check';
import * as v from 'valibot';
import type { RouteDescriptor } from '@bagel/contract';
import { asText, samplesFor, type FuzzContext, type FuzzRequest } from './fuzz-context';
import { HOSTILE_BODIES, HOSTILE_NUMBERS, HOSTILE_STRINGS, spoiled } from './hostile-values';
import { bodySchemaOf, pathParamNames, toRequest } from './request-parts';
import { anySamples, sampleTree } from './sample-tree';
import { MISSING, fieldNames, fieldPaths, optionsOf, withField } from './schema-fields';

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

/** `arbitrary`'s value once in `1 + rarity` runs, otherwise null. */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, rarity: number) =>
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

/** The body sent: usually the declared object, sometimes not an object at all, or not JSON. */
function bodyOf(route: RouteDescriptor, context: FuzzContext): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  return fc.oneof(
    { arbitrary: fieldsOf(bodySchemaOf(route, context), context, false).map((fields) => JSON.stringify(fields)), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_BODIES), weight: 1 },
  );
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
