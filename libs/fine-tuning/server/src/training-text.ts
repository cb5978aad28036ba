import { needsColumns } from '@bagel/fine-tuning-contract';
import type { DatasetTable } from '@bagel/asset-ports';

export interface TextColumns {
  file_name: string;
  input_column: string;
  output_column: string;
}

/** The column names a file lacks of those the run reads: none for a .txt file, which is trained on as text. */
export function missingColumns(table: DatasetTable, request: TextColumns): string[] {
  if (!needsColumns(request.file_name)) return [];
  return [request.input_column, request.output_column].filter((column) => !table.columns.includes(column));
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** What the model is trained on, row by row: a .txt file's text, or each row's input then its output. */
export async function* trainingTexts(table: DatasetTable, request: TextColumns): AsyncGenerator<string> {
  const columns = needsColumns(request.file_name) ? [request.input_column, request.output_column] : ['text'];
  for await (const row of table.rows) {
    const text = columns.map((column) => asText(row[column])).join('\n');
    if (text.trim() !== '') yield text;
  }
}
