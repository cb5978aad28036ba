import { createHash } from 'node:crypto';
import type { HubFile, HubRepoType } from '@bagel/contract';

/** A file as the catalogue keeps it: small files with their text, large ones (Git LFS on the hub) by size only. */
export interface CatalogueFile {
  path: string;
  size: number;
  /** The file's text; absent for a Git LFS file, whose download is its LFS pointer. */
  content?: string;
}

/** One public repository's metadata, as its hub page shows it. */
export interface CatalogueEntry {
  id: string;
  type: HubRepoType;
  family: string | null;
  pipelineTag: string | null;
  tags: string[];
  downloads: number;
  likes: number;
  lastModified: string;
  gated: boolean;
  license: string;
  /** The first lines of the repository's card, after its YAML front matter. */
  card: string;
  /** config.json of a model, as the hub serves it. */
  config?: Record<string, unknown>;
  /** Weights, tokenizers and data files: Git LFS files with their sizes on the hub. */
  lfsFiles: Record<string, number>;
}

export interface CatalogueRepo {
  entry: CatalogueEntry;
  /** A commit id derived from the repository id (this machine cannot read the hub's). */
  sha: string;
  files: (CatalogueFile & HubFile)[];
}

const GIT_ATTRIBUTES = [
  '*.safetensors filter=lfs diff=lfs merge=lfs -text',
  '*.bin filter=lfs diff=lfs merge=lfs -text',
  '*.parquet filter=lfs diff=lfs merge=lfs -text',
  'tokenizer.json filter=lfs diff=lfs merge=lfs -text',
  '',
].join('\n');

const text = (path: string, content: string): CatalogueFile & HubFile => ({ path, size: Buffer.byteLength(content), content, lfs: null });

/** The Git LFS pointer a weight is stored as, which names the real file by its sha256 and size. */
export function lfsPointer(file: HubFile): string {
  return `version https://git-lfs.github.com/spec/v1\noid sha256:${file.lfs?.sha256 ?? ''}\nsize ${file.lfs?.size ?? file.size}\n`;
}

function frontMatter(entry: CatalogueEntry): string {
  const lines = [
    `license: ${entry.license}`,
    ...(entry.pipelineTag ? [`pipeline_tag: ${entry.pipelineTag}`] : []),
    'tags:',
    ...entry.tags.filter((tag) => !tag.includes(':')).map((tag) => `- ${tag}`),
  ];
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/** A repository with its files laid out as on the hub: card, config, attributes, then the LFS files. */
export function catalogueRepo(entry: CatalogueEntry): CatalogueRepo {
  const digest = (text: string, algorithm: 'sha1' | 'sha256') => createHash(algorithm).update(text).digest('hex');
  const files = [
    text('.gitattributes', GIT_ATTRIBUTES),
    text('README.md', `${frontMatter(entry)}# ${entry.id.split('/').at(-1) ?? entry.id}\n\n${entry.card}\n`),
    ...(entry.config ? [text('config.json', `${JSON.stringify(entry.config, null, 2)}\n`)] : []),
    ...Object.entries(entry.lfsFiles).map(([path, size]) => ({
      path,
      size,
      lfs: { sha256: digest(`${entry.id}@${path}`, 'sha256'), size },
    })),
  ];
  return { entry, sha: digest(entry.id, 'sha1'), files: files.sort((a, b) => a.path.localeCompare(b.path)) };
}
