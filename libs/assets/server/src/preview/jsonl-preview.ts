import { PREVIEW_ROWS } from '@bagel/assets-contract';
import { PreviewUnreadableError, type PreviewSource, type PreviewTable } from './preview-source';
import { readLines } from './read-lines';

/** Bounds the memory one preview takes when a file holds very long lines. */
const JSONL_BYTES = 16 * 1024 * 1024;

/** The first objects of a JSON Lines file; its columns are their keys, in the order first seen. */
export async function previewJsonl(file: PreviewSource): Promise<PreviewTable> {
  const source = await file.read(file.size > JSONL_BYTES ? { start: 0, end: JSONL_BYTES } : undefined);
  const rows: Record<string, unknown>[] = [];
  const columns = new Set<string>();
  let truncated = false;
  let lineNumber = 0;
  for await (const line of readLines(source, JSONL_BYTES)) {
    lineNumber += 1;
    if (!line.complete) {
      if (rows.length === 0) throw new PreviewUnreadableError(`Line ${lineNumber} is too long to preview (over 16 MiB)`);
      truncated = true;
      break;
    }
    if (line.text.trim() === '') continue;
    if (rows.length === PREVIEW_ROWS) {
      truncated = true;
      break;
    }
    const row = parseJsonObject(line.text, lineNumber);
    for (const key of Object.keys(row)) columns.add(key);
    rows.push(row);
  }
  return { columns: [...columns], rows, truncated };
}

/** A line of a JSON Lines file, which must hold one object. */
export function parseJsonObject(text: string, lineNumber: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PreviewUnreadableError(`Line ${lineNumber} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PreviewUnreadableError(`Line ${lineNumber} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}
