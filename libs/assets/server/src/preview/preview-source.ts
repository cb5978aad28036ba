import type { Readable } from 'node:stream';
import type { FilePreview } from '@bagel/assets-contract';

/** A file of an asset, as the preview reads it: only the bytes it needs, through `read`. */
export interface PreviewSource {
  /** The file's path in the asset, e.g. `data/train.csv`; its extension (any case) gives the format. */
  path: string;
  /** In bytes. */
  size: number;
  /** The bytes, or the inclusive range [start, end]. */
  read(range?: { start: number; end: number }): Promise<Readable>;
}

/** What each format's reader finds; the caller adds the path and format. */
export type PreviewTable = Pick<FilePreview, 'columns' | 'rows' | 'truncated'>;

export class PreviewUnsupportedError extends Error {
  constructor() {
    super('Preview is available for CSV, JSONL, Parquet and TXT files');
    this.name = 'PreviewUnsupportedError';
  }
}

/** The content is not what the file's extension says. */
export class PreviewUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewUnreadableError';
  }
}
