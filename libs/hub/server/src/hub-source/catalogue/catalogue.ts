import { readFileSync } from 'node:fs';
import { HUB_REPO_TYPES } from '@bagel/hub-contract';
import * as v from 'valibot';
import type { CatalogueEntry } from './catalogue-entry';
import { catalogueRepo, type CatalogueRepo } from './catalogue-repo';
import { gitattributes } from './gitattributes';

/** The data files, in the order the catalogue lists their repositories. */
const DATA_FILES = [
  'models/meta-llama.json',
  'models/llama-community.json',
  'models/qwen.json',
  'models/mistral.json',
  'models/gemma.json',
  'models/phi.json',
  'models/gpt2-starcoder2.json',
  'models/bert.json',
  'models/t5.json',
  'datasets/nlp-benchmarks.json',
  'datasets/instruction-tuning.json',
];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A repository as a data file writes it: a CatalogueEntry whose card and .gitattributes live elsewhere. */
const DataFileSchema = v.array(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name')),
    repoType: v.picklist(HUB_REPO_TYPES),
    pipelineTag: v.nullable(v.string()),
    tags: v.array(v.string()),
    downloads: count,
    likes: count,
    lastModified: v.pipe(v.string(), v.isoTimestamp()),
    gated: v.union([v.literal(false), v.picklist(['auto', 'manual'])]),
    /** Added to the hub's default .gitattributes, which the loader writes. */
    addedLfsPatterns: v.array(v.string()),
    files: v.array(
      v.union(
        [v.strictObject({ path: v.string(), content: v.string() }), v.strictObject({ path: v.string(), lfsSize: count })],
        'must be { path, content } (bundled text) or { path, lfsSize } (listed, served as its Git LFS pointer)',
      ),
    ),
  }),
);

const read = (folder: URL, path: string) => readFileSync(new URL(path, folder), 'utf8');

function parseJson(folder: URL, dataFile: string): unknown {
  try {
    return JSON.parse(read(folder, dataFile));
  } catch (error) {
    throw new Error(`Hub catalogue ${dataFile}: ${(error as Error).message}`, { cause: error });
  }
}

/** One data file's entries, with their cards and .gitattributes added; `folder` holds the data (a URL ending in /). */
export function readDataFile(folder: URL, dataFile: string): CatalogueEntry[] {
  const parsed = v.safeParse(DataFileSchema, parseJson(folder, dataFile));
  if (!parsed.success) {
    const [issue] = parsed.issues;
    throw new Error(`Hub catalogue ${dataFile}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  }
  return parsed.output.map(({ addedLfsPatterns, files, ...entry }) => ({
    ...entry,
    // Every repository has its card: a missing one fails here, naming the file it looked for.
    card: read(folder, `${entry.repoType}s/cards/${entry.id}.md`),
    files: [gitattributes(entry.repoType, addedLfsPatterns), ...files],
  }));
}

let repos: readonly CatalogueRepo[] | undefined;

/** The catalogue's repositories, read from its data files with everything derived worked out (once, on first use). */
export function catalogueRepos(): readonly CatalogueRepo[] {
  repos ??= DATA_FILES.flatMap((dataFile) => readDataFile(new URL('./', import.meta.url), dataFile)).map(catalogueRepo);
  return repos;
}
