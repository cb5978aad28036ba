import { CsvError, parse } from 'csv-parse';
import { PREVIEW_ROWS } from '@bagel/contract';
import { PreviewUnreadableError, type PreviewSource, type PreviewTable } from './preview-source';
import { uniqueColumns } from './unique-columns';

/** Bounds the memory one preview takes when a quoted field never closes. */
const MAX_RECORD_BYTES = 8 * 1024 * 1024;

/** The header and first records of a CSV (or TSV) file, reading no further than them. */
export async function previewCsv(file: PreviewSource, delimiter: ',' | '\t'): Promise<PreviewTable> {
  let columns: string[] = [];
  const parser = parse({
    bom: true,
    delimiter,
    columns: (header: string[]) => (columns = uniqueColumns(header)),
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  const source = await file.read();
  source.once('error', (error) => parser.destroy(error));
  source.pipe(parser);
  const rows: Record<string, unknown>[] = [];
  let truncated = false;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      if (rows.length === PREVIEW_ROWS) {
        truncated = true;
        break;
      }
      rows.push(record);
    }
  } catch (error) {
    if (error instanceof CsvError) throw new PreviewUnreadableError(`This CSV file could not be read: ${error.message}`);
    throw error;
  } finally {
    source.destroy();
  }
  return { columns, rows, truncated };
}
