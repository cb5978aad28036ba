import { StringDecoder } from 'node:string_decoder';
import { CsvError } from 'csv-parse';
import { parquetMetadataAsync, parquetReadObjects, parquetSchema } from 'hyparquet';
import type { DatasetTable } from '@bagel/asset-ports';
import { parseCsv } from './csv-parser';
import { toJsonValue } from './json-value';
import { parseJsonObject } from './jsonl-preview';
import { rangeBuffer } from './parquet-preview';
import { PreviewUnreadableError, PreviewUnsupportedError, type PreviewSource } from './preview-source';
import { readLines } from './read-lines';

/** One record (a CSV row, a JSON line) at most: a quoted field that never closes must not fill the memory. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/**
 * Every row of a dataset file, streamed, with its columns known before the first row: what training reads. The
 * formats are the preview's; a .txt file is its running text, in pieces, under the column `text`.
 */
export async function readTable(file: PreviewSource): Promise<DatasetTable> {
  const extension = /\.([^./]+)$/.exec(file.path)?.[1]?.toLowerCase();
  switch (extension) {
    case 'csv':
      return readCsv(file, ',');
    case 'tsv':
      return readCsv(file, '\t');
    case 'jsonl':
    case 'ndjson':
      return readJsonl(file);
    case 'parquet':
      return readParquet(file);
    case 'txt':
      return { columns: ['text'], rows: textRows(file) };
    default:
      throw new PreviewUnsupportedError();
  }
}

async function readCsv(file: PreviewSource, delimiter: ',' | '\t'): Promise<DatasetTable> {
  const { parser, source, columns } = await parseCsv(file, delimiter, MAX_RECORD_BYTES);
  const records = (parser as AsyncIterable<Record<string, string>>)[Symbol.asyncIterator]();
  // The header is parsed with the first record: read it now, so the columns are known before any row is asked for.
  const first = await nextCsvRecord(records, () => source.destroy());
  async function* rows() {
    try {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await nextCsvRecord(records, () => source.destroy());
        if (next.done) return;
        yield next.value;
      }
    } finally {
      source.destroy();
    }
  }
  return { columns: columns(), rows: rows() };
}

async function nextCsvRecord(records: AsyncIterator<Record<string, string>>, abandon: () => void) {
  try {
    return await records.next();
  } catch (error) {
    abandon();
    if (error instanceof CsvError) throw new PreviewUnreadableError(`This CSV file could not be read: ${error.message}`);
    throw error;
  }
}

async function readJsonl(file: PreviewSource): Promise<DatasetTable> {
  // JSON Lines name their fields on every line: the columns are those of the first object.
  const lines = jsonObjects(file);
  const first = await lines.next();
  async function* rows() {
    if (first.done) return;
    yield first.value;
    yield* lines;
  }
  return { columns: first.done ? [] : Object.keys(first.value), rows: rows() };
}

async function* jsonObjects(file: PreviewSource): AsyncGenerator<Record<string, unknown>> {
  let lineNumber = 0;
  for await (const line of readLines(await file.read(), Number.MAX_SAFE_INTEGER, MAX_RECORD_BYTES)) {
    lineNumber += 1;
    if (!line.complete) throw new PreviewUnreadableError(`Line ${lineNumber} is too long (over 16 MiB)`);
    if (line.text.trim() !== '') yield parseJsonObject(line.text, lineNumber);
  }
}

async function readParquet(file: PreviewSource): Promise<DatasetTable> {
  const { buffer, sourceFailure } = rangeBuffer(file);
  const unreadable = (error: unknown) =>
    sourceFailure() ??
    new PreviewUnreadableError(`This Parquet file could not be read: ${error instanceof Error ? error.message : String(error)}`);
  const metadata = await parquetMetadataAsync(buffer).catch((error: unknown) => {
    throw unreadable(error);
  });
  const columns = parquetSchema(metadata).children.map((child) => child.element.name);
  // One row group in memory at a time: writers size them for exactly that.
  async function* rows() {
    let rowStart = 0;
    for (const group of metadata.row_groups) {
      const rowEnd = rowStart + Number(group.num_rows);
      const objects = await parquetReadObjects({ file: buffer, metadata, rowStart, rowEnd, utf8: true }).catch((error: unknown) => {
        throw unreadable(error);
      });
      for (const object of objects) yield Object.fromEntries(columns.map((column) => [column, toJsonValue(object[column])]));
      rowStart = rowEnd;
    }
  }
  return { columns, rows: rows() };
}

/** A text file is trained on as running text: its pieces, as decoded, with no line to grow without bound. */
async function* textRows(file: PreviewSource): AsyncGenerator<Record<string, unknown>> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of (await file.read()) as AsyncIterable<Buffer>) {
    const text = decoder.write(chunk);
    if (text !== '') yield { text };
  }
  const rest = decoder.end();
  if (rest !== '') yield { text: rest };
}
