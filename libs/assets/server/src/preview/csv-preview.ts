import { CsvError } from 'csv-parse';
import { PREVIEW_ROWS } from '@bagel/assets-contract';
import { PreviewUnreadableError, type PreviewSource, type PreviewTable } from './preview-source';
import { parseCsv } from './csv-parser';

/** Bounds the memory one preview takes when a quoted field never closes. */
const MAX_RECORD_BYTES = 8 * 1024 * 1024;

/** The header and first records of a CSV (or TSV) file, reading no further than them. */
export async function previewCsv(file: PreviewSource, delimiter: ',' | '\t'): Promise<PreviewTable> {
  const { parser, source, columns } = await parseCsv(file, delimiter, MAX_RECORD_BYTES);
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
  return { columns: columns(), rows, truncated };
}
