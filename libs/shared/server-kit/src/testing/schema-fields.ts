import type * as v from 'valibot';

export type Described = v.GenericSchema & {
  entries?: Record<string, Described>;
  options?: unknown[];
  wrapped?: Described;
  literal?: unknown;
};

export const unwrapped = (schema: Described): Described => (schema.wrapped ? unwrapped(schema.wrapped) : schema);

/** The objects a body may be: each option of a variant or union of objects, else the schema itself. */
export function optionsOf(schema: v.GenericSchema | undefined): (v.GenericSchema | undefined)[] {
  const options = schema ? unwrapped(schema as Described).options : undefined;
  return options?.every((option) => (option as Described).entries) ? (options as v.GenericSchema[]) : [schema];
}

/** The fields an object schema (possibly piped, optional, nullable or a variant of objects) declares, with their schemas. */
export function entriesOf(schema: v.GenericSchema | undefined): Record<string, Described> {
  const described = schema as Described | undefined;
  if (!described) return {};
  if (described.entries) return described.entries;
  if (described.wrapped) return entriesOf(described.wrapped);
  return Object.assign({}, ...optionsOf(described).flatMap((option) => (option === described ? [] : [entriesOf(option)]))) as Record<
    string,
    Described
  >;
}

export const fieldNames = (schema: v.GenericSchema | undefined) => Object.keys(entriesOf(schema));

/** Every field at every depth, as paths: `data`, `data.object`, `data.object.id`. */
export const fieldPaths = (schema: v.GenericSchema | undefined, prefix: readonly string[] = []): string[][] =>
  Object.entries(entriesOf(schema)).flatMap(([name, entry]) => [[...prefix, name], ...fieldPaths(entry, [...prefix, name])]);

export const MISSING = Symbol('missing');

/** A copy of `fields` with the field at `path` set to `value`, or left out for MISSING. */
export function withField(fields: Record<string, unknown>, [name, ...rest]: readonly string[], value: unknown): Record<string, unknown> {
  if (name === undefined) return fields;
  const { [name]: current, ...others } = fields;
  if (rest.length > 0) {
    const inner = current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
    return { ...others, [name]: withField(inner, rest, value) };
  }
  return value === MISSING ? others : { ...others, [name]: value };
}

/** The value at `path` of a body, if there is one. */
export const valueAt = (fields: Record<string, unknown>, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, name) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined), fields);
