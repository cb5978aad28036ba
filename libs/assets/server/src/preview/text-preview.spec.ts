import { describe, expect, it } from 'vitest';
import { previewFile } from './preview-file';
import { testSource } from './test-source';

describe('TXT preview', () => {
  it('shows each line as a row of the one column text', async () => {
    expect(await previewFile(testSource('notes.txt', 'first line\r\n\nthird line\n'))).toEqual({
      path: 'notes.txt',
      format: 'txt',
      columns: ['text'],
      rows: [{ text: 'first line' }, { text: '' }, { text: 'third line' }],
      truncated: false,
    });
  });

  it('shows the first 20 lines and says whether more follow', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `line ${i}`).join('\n');
    expect(await previewFile(testSource('a.txt', lines(20)))).toMatchObject({ truncated: false });
    const more = await previewFile(testSource('a.txt', lines(21)));
    expect(more.rows).toHaveLength(20);
    expect(more.rows[19]).toEqual({ text: 'line 19' });
    expect(more.truncated).toBe(true);
  });

  it('cuts lines longer than 2,000 characters', async () => {
    const preview = await previewFile(testSource('a.txt', `${'é'.repeat(2500)}\nshort`));
    expect(preview.rows).toEqual([{ text: `${'é'.repeat(2000)}…` }, { text: 'short' }]);
  });

  it('reads no more than the first MiB', async () => {
    const file = testSource('a.txt', `short\n${'x'.repeat(3 * 1024 * 1024)}\nunreached\n`);
    const preview = await previewFile(file);
    expect(preview.rows).toEqual([{ text: 'short' }, { text: `${'x'.repeat(2000)}…` }]);
    expect(preview.truncated).toBe(true);
    expect(file.bytesRead()).toBe(1024 * 1024 + 1);
  });

  it('says that more follows when the first MiB ends just after a line', async () => {
    const line = `${'y'.repeat(1023)}\n`;
    const preview = await previewFile(testSource('a.txt', `${line.repeat(1024)}${line}`));
    expect(preview.rows).toHaveLength(20);
    expect(preview.truncated).toBe(true);
  });
});
