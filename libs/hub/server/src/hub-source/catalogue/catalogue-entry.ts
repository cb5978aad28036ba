import type { HubRepoType } from '@bagel/hub-contract';

/**
 * A file as a data file writes it: text the catalogue bundles, or a file it lists without holding, which is
 * served as a Git LFS pointer (see README.md).
 */
export type CatalogueFileEntry = { path: string; content: string } | { path: string; lfsSize: number };

/**
 * A repository as the loader (catalogue.ts) reads it from the data files. What can be worked out is left out: the
 * commit, LFS object ids, sizes of bundled files, the family (from config.json's `model_type`) and the licence (from
 * the `license:` tag).
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
