import type { Readable } from 'node:stream';
import type { NewAsset } from '@bagel/assets-contract';

/**
 * Datasets and models as other domains fill and read them (hub clones, fine-tuning's datasets and checkpoints): the assets domain owns
 * them, its rules and its storage; other domains create an asset for a user and put files into it.
 */
export interface AssetLibrary {
  /**
   * Creates the asset with this id for `asset.user_id`, as `POST /api/v1/asset` would (onboarding step included),
   * or does nothing when it exists already: a retried job calls this again.
   */
  ensure(id: string, asset: NewAsset): Promise<void>;
  /**
   * Streams a file into the asset at `path`, replacing the file there. Up to `maxBytes`; more rejects and keeps
   * nothing.
   */
  putFile(id: string, path: string, source: Readable, options: { contentType: string | null; maxBytes: number }): Promise<{ size: number }>;
  /**
   * Every row of a dataset file that `readerId` may use (their own dataset, or one they bought), or undefined when
   * there is no such file for them. Rejects with a message users can read when the format is not one of CSV, TSV,
   * JSONL, Parquet or TXT, or the file cannot be parsed as its extension says.
   */
  readTable(id: string, path: string, readerId: string): Promise<DatasetTable | undefined>;
}

/** A dataset file's rows, streamed: the columns are known before the first row is read. */
export interface DatasetTable {
  columns: string[];
  rows: AsyncIterable<Record<string, unknown>>;
}
