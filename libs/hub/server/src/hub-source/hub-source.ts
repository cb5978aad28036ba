import type { Readable } from 'node:stream';
import type { HUB_SORTS, HubFile, HubRepo, HubRepoType } from '@bagel/hub-contract';

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

/**
 * Whether this platform may read the repository's files: `open` when it is not gated, `granted` when it is and the
 * platform's hub account has been let in, `refused` when it has not, with what someone must do about it.
 */
export type HubAccess = { access: 'open' | 'granted'; access_detail: null } | { access: 'refused'; access_detail: string };

/** A repository with what its detail page shows. */
export type HubRepoInfo = HubRepo &
  HubAccess & {
    license: string | null;
    /** The README (model or dataset card), at most {@link MAX_CARD_BYTES} of it, or null when there is none. */
    card: string | null;
  };

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
  override readonly name: string = 'HubUnavailableError';
}

/** The hub asks this platform to slow down (429); callers answer 503 with when to come back. */
export class HubRateLimitedError extends HubUnavailableError {
  override readonly name = 'HubRateLimitedError';
  constructor(
    message: string,
    /** When the hub said to ask again (its Retry-After). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * A gated repository whose files the hub will not let this platform read until someone accepts its conditions with
 * the platform's hub account (or gives the platform a token that has access); the message says so. Another attempt
 * cannot change it, so callers answer 403 and a clone fails at once.
 */
export class HubGatedError extends Error {
  override readonly name = 'HubGatedError';
}
