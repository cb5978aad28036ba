import fc from 'fast-check';
import * as v from 'valibot';
import { asText, samplesFor, type FuzzContext } from './fuzz-context';
import { entriesOf, fieldNames, unwrapped, type Described } from './schema-fields';

/** The samples of every field that has some, at every depth; a nested object's are under its name. */
export interface SampleTree {
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

export function sampleTree(schema: v.GenericSchema | undefined, context: FuzzContext, prefix: readonly string[] = []): SampleTree {
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
export const firstSamples = (tree: SampleTree): Record<string, unknown> =>
  Object.fromEntries(Object.entries(tree).map(([name, node]) => [name, isSamples(node) ? node[0] : firstSamples(node)]));

/** Any sample of every field in the tree. */
export const anySamples = (tree: SampleTree, text: boolean): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      Object.entries(tree).map(([name, node]) => [
        name,
        isSamples(node) ? fc.constantFrom(...node).map((item) => (text ? asText(item) : item)) : anySamples(node, text),
      ]),
    ),
  );
