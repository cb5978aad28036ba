import type { HubRepoType } from '@bagel/contract';

/**
 * A file as a data module writes it: text the catalogue bundles, or a file it lists without holding, which is
 * served as a Git LFS pointer (see README.md).
 */
export type CatalogueFileEntry = { path: string; content: string } | { path: string; lfsSize: number };

/**
 * A repository as a data module writes it. What can be worked out is left out: the commit, LFS object ids, sizes of
 * bundled files, the family (from config.json's `model_type`) and the licence (from the `license:` tag).
 */
export interface CatalogueEntry {
  id: string;
  repoType: HubRepoType;
  pipelineTag: string | null;
  /** As the hub lists them, including its `license:…`, `format:…` and `base_model:…` tags. */
  tags: string[];
  /** Downloads in the last 30 days, as the hub counts them. */
  downloads: number;
  likes: number;
  lastModified: string;
  /** As the hub says it: people must accept conditions (`auto`: at once, `manual`: after review). */
  gated: false | 'auto' | 'manual';
  /** The README (model or dataset card), abridged; the catalogue adds it as README.md with a note saying so. */
  card?: string;
  files: CatalogueFileEntry[];
}

export const textFile = (path: string, content: string): CatalogueFileEntry => ({ path, content });

export const lfsFile = (path: string, size: number): CatalogueFileEntry => ({ path, lfsSize: size });

/** Weights split in shards as transformers saves them, with the index naming each tensor's shard. */
export function safetensorsShards(sizes: readonly number[], indexSize: number, prefix = 'model'): CatalogueFileEntry[] {
  const count = String(sizes.length).padStart(5, '0');
  return [
    ...sizes.map((size, index) => lfsFile(`${prefix}-${String(index + 1).padStart(5, '0')}-of-${count}.safetensors`, size)),
    lfsFile(`${prefix}.safetensors.index.json`, indexSize),
  ];
}

/** The libraries the hub says can load a dataset it could convert to Parquet. */
export const DATASET_LIBRARY_TAGS = ['library:datasets', 'library:pandas', 'library:mlcroissant', 'library:polars'];

const LFS = 'filter=lfs diff=lfs merge=lfs -text';

const MODEL_LFS_PATTERNS = [
  '*.7z',
  '*.arrow',
  '*.bin',
  '*.bz2',
  '*.ckpt',
  '*.ftz',
  '*.gz',
  '*.h5',
  '*.joblib',
  '*.lfs.*',
  '*.mlmodel',
  '*.model',
  '*.msgpack',
  '*.npy',
  '*.npz',
  '*.onnx',
  '*.ot',
  '*.parquet',
  '*.pb',
  '*.pickle',
  '*.pkl',
  '*.pt',
  '*.pth',
  '*.rar',
  '*.safetensors',
  'saved_model/**/*',
  '*.tar.*',
  '*.tar',
  '*.tflite',
  '*.tgz',
  '*.wasm',
  '*.xz',
  '*.zip',
  '*.zst',
  '*tfevents*',
];

const DATASET_EXTRA_LINES = [
  '*.lz4',
  '*.mds',
  '# Audio files - uncompressed',
  '*.pcm',
  '*.sam',
  '*.raw',
  '# Audio files - compressed',
  '*.aac',
  '*.flac',
  '*.mp3',
  '*.ogg',
  '*.wav',
  '# Image files - uncompressed',
  '*.bmp',
  '*.gif',
  '*.png',
  '*.tiff',
  '# Image files - compressed',
  '*.jpg',
  '*.jpeg',
  '*.webp',
];

/** The .gitattributes the hub writes into a new repository, plus the patterns a repository added. */
export function gitattributes(repoType: HubRepoType, added: readonly string[] = []): CatalogueFileEntry {
  const lines = [...MODEL_LFS_PATTERNS, ...(repoType === 'dataset' ? DATASET_EXTRA_LINES : []), ...added];
  return textFile('.gitattributes', lines.map((line) => (line.startsWith('#') ? line : `${line} ${LFS}`)).join('\n') + '\n');
}
