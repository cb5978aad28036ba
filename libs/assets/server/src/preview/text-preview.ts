import { PREVIEW_ROWS } from '@bagel/assets-contract';
import type { PreviewSource, PreviewTable } from './preview-source';
import { readLines } from './read-lines';

const TEXT_BYTES = 1024 * 1024;
const LINE_CHARACTERS = 2000;

/** The first lines of a text file, within its first MiB. */
export async function previewText(file: PreviewSource): Promise<PreviewTable> {
  // One byte past the limit tells readLines that more follows.
  const source = await file.read(file.size > TEXT_BYTES ? { start: 0, end: TEXT_BYTES } : undefined);
  const rows: { text: string }[] = [];
  let truncated = false;
  for await (const line of readLines(source, TEXT_BYTES)) {
    // A cut line with no text only says that more follows the limit.
    if (rows.length === PREVIEW_ROWS || (!line.complete && line.text === '')) {
      truncated = true;
      break;
    }
    const cut = !line.complete || line.text.length > LINE_CHARACTERS;
    rows.push({ text: cut ? `${line.text.slice(0, LINE_CHARACTERS)}…` : line.text });
    truncated = !line.complete;
  }
  return { columns: ['text'], rows, truncated };
}
