import type { Readable } from 'node:stream';
import type { HUB_SORTS, HubFile, HubRepo, HubRepoType } from '@bagel/contract';

export type HubSort = (typeof HUB_SORTS)[number];

export interface HubSearchRequest {
  /** Matched against id, name, family and tags, case-insensitive (the real hub matches what its search matches). */
  query?: string;
  repoType: HubRepoType;
  sort: HubSort;
  /** Only repositories carrying this tag. */
  tag?: string;
  /** Only repositories holding files of this format (safetensors, gguf, parquet, csv…). */
  format?: string;
  offset: number;
  limit: number;
}

export interface HubSearchPage {
  repos: HubRepo[];
  /**
   * How many repositories match. The real hub does not count: there it is a lower bound, `offset + repos.length`,
   * plus one when another page follows.
   */
  total: number;
}

/** A repository with what its detail page shows. */
export interface HubRepoInfo extends HubRepo {
  license: string | null;
  /** The README (model or dataset card), at most {@link MAX_CARD_BYTES} of it, or null when there is none. */
  card: string | null;
}

/** Spec's detail pages show the card; a README past this is cut (real cards run to a few dozen KiB). */
export const MAX_CARD_BYTES = 64 * 1024;

/**
 * Where hub repositories come from: the bundled offline catalogue by default, the Hugging Face Hub's HTTP API
 * when configured. Both answer the same shapes and the same errors, so search, details and clones run one code
 * path whichever is behind them.
 */
export interface HubSource {
  /** Shown beside hub content, so people know whether they see the live hub or the offline catalogue. */
  readonly label: string;
  search(request: HubSearchRequest): Promise<HubSearchPage>;
  /** Undefined when the hub has no such repository. */
  details(repoType: HubRepoType, repoId: string): Promise<HubRepoInfo | undefined>;
  /** Every file of the repository at a commit (`sha` from its details), recursively, with sizes. */
  files(repoType: HubRepoType, repoId: string, revision: string): Promise<HubFile[]>;
  /**
   * A file's bytes at a commit. The offline catalogue holds no weights: a Git LFS file streams as its LFS pointer
   * (what `git clone` gives with `GIT_LFS_SKIP_SMUDGE=1`), everything else as itself.
   */
  download(repoType: HubRepoType, repoId: string, revision: string, path: string, signal?: AbortSignal): Promise<Readable>;
}

/** The hub could not be reached or answered with an error of its own; callers answer 502. */
export class HubUnavailableError extends Error {
  override readonly name = 'HubUnavailableError';
}
