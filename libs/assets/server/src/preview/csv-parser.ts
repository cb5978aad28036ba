import { parse, type Parser } from 'csv-parse';
import type { PreviewSource } from './preview-source';
import { uniqueColumns } from './unique-columns';

/**
 * A CSV (or TSV) file's records as objects by column, the header's names made unique. `columns()` is known once the
 * first record is parsed; `maxRecordBytes` bounds the memory a quoted field that never closes can take.
 */
export async function parseCsv(file: PreviewSource, delimiter: ',' | '\t', maxRecordBytes: number) {
  let columns: string[] = [];
  const parser: Parser = parse({
    bom: true,
    delimiter,
    columns: (header: string[]) => (columns = uniqueColumns(header)),
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: maxRecordBytes,
  });
  const source = await file.read();
  source.once('error', (error) => parser.destroy(error));
  source.pipe(parser);
  return { parser, source, columns: () => columns };
}
