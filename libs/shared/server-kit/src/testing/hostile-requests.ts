import { randomUUID } from 'node:crypto';
import type { RouteDescriptor } from '@bagel/contract';
import { asText, samplesFor, type FuzzContext, type FuzzRequest } from './fuzz-context';
import { HOSTILE_BODIES, HOSTILE_VALUES, spoiled } from './hostile-values';
import { bodySchemaOf, pathParamNames, toRequest, type RequestParts } from './request-parts';
import { firstSamples, sampleTree } from './sample-tree';
import { MISSING, fieldNames, fieldPaths, optionsOf, valueAt, withField } from './schema-fields';

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
