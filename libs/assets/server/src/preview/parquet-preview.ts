import type { Readable } from 'node:stream';
import { parquetMetadataAsync, parquetReadObjects, parquetSchema, type AsyncBuffer, type FileMetaData } from 'hyparquet';
import { PREVIEW_ROWS } from '@bagel/assets-contract';
import { toJsonValue } from './json-value';
import { PreviewUnreadableError, type PreviewSource, type PreviewTable } from './preview-source';

/** The footer is read from the file's end in one go when it fits in this (most do); a larger one costs a second read. */
const FOOTER_FETCH_BYTES = 64 * 1024;

/** The schema and first rows of a Parquet file, fetching only the footer and the pages those rows are in. */
export async function previewParquet(file: PreviewSource): Promise<PreviewTable> {
  const { buffer, sourceFailure } = rangeBuffer(file);
  let metadata: FileMetaData;
  let objects: Record<string, unknown>[];
  try {
    metadata = await parquetMetadataAsync(buffer, { initialFetchSize: FOOTER_FETCH_BYTES });
    objects = await parquetReadObjects({
      file: buffer,
      metadata,
      rowEnd: PREVIEW_ROWS,
      // Binary columns stay bytes (shown as base64); strings are annotated as such by the writers in use.
      utf8: false,
      // Reads only the pages holding the first rows when the file has an offset index, not whole column chunks.
      useOffsetIndex: true,
    });
  } catch (error) {
    const failure = sourceFailure();
    if (failure) throw failure;
    throw new PreviewUnreadableError(`This Parquet file could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const columns = parquetSchema(metadata).children.map((child) => child.element.name);
  const rows = objects.map((object) => Object.fromEntries(columns.map((column) => [column, toJsonValue(object[column])])));
  return { columns, rows, truncated: Number(metadata.num_rows) > rows.length };
}

/**
 * The file as hyparquet's AsyncBuffer, each slice one range read. A failure of the storage itself is kept apart,
 * so it is reported as such rather than as an unreadable file.
 */
export function rangeBuffer(file: PreviewSource): { buffer: AsyncBuffer; sourceFailure: () => unknown } {
  let failure: unknown;
  const buffer: AsyncBuffer = {
    byteLength: file.size,
    async slice(start, end = file.size) {
      if (end <= start) return new ArrayBuffer(0);
      try {
        return await readAll(await file.read({ start, end: end - 1 }), end - start);
      } catch (error) {
        failure ??= error;
        throw error;
      }
    },
  };
  return { buffer, sourceFailure: () => failure };
}

async function readAll(stream: Readable, length: number): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let filled = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (filled + chunk.length > length) {
      stream.destroy();
      throw new Error(`The storage returned more than the ${length} bytes asked for`);
    }
    bytes.set(chunk, filled);
    filled += chunk.length;
  }
  if (filled !== length) throw new Error(`The storage returned ${filled} of the ${length} bytes asked for`);
  return bytes.buffer;
}
