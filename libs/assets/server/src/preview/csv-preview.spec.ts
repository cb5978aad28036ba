import { describe, expect, it } from 'vitest';
import { previewFile, PreviewUnreadableError } from './preview-file';
import { lazySource, testSource } from './test-source';

const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => `${i},name ${i}`).join('\n');

describe('CSV preview', () => {
  it('reads the header and rows, without the BOM, with quoted commas and newlines', async () => {
    const csv = '\uFEFFid,text,label\r\n1,"hello, world",pos\r\n2,"two\nlines",neg\r\n';
    expect(await previewFile(testSource('data/train.csv', csv))).toEqual({
      path: 'data/train.csv',
      format: 'csv',
      columns: ['id', 'text', 'label'],
      rows: [
        { id: '1', text: 'hello, world', label: 'pos' },
        { id: '2', text: 'two\nlines', label: 'neg' },
      ],
      truncated: false,
    });
  });

  it('makes empty and repeated header names unique', async () => {
    const preview = await previewFile(testSource('a.csv', 'a,a,,b,a\n1,2,3,4,5\n'));
    expect(preview.columns).toEqual(['a', 'a_2', 'column_3', 'b', 'a_3']);
    expect(preview.rows).toEqual([{ a: '1', a_2: '2', column_3: '3', b: '4', a_3: '5' }]);
  });

  it('reads a TSV file with tabs as the delimiter, whatever the extension case', async () => {
    const preview = await previewFile(testSource('DATA.TSV', 'q\ta\nwhy?\tbecause, that is why\n'));
    expect(preview).toMatchObject({ format: 'csv', columns: ['q', 'a'], rows: [{ q: 'why?', a: 'because, that is why' }] });
  });

  it('keeps rows with missing fields, and drops fields that have no header', async () => {
    const preview = await previewFile(testSource('a.csv', 'a,b\n1\n2,3,4\n'));
    expect(preview.rows).toEqual([{ a: '1' }, { a: '2', b: '3' }]);
  });

  it('shows the first 20 rows and says whether more follow', async () => {
    const twenty = await previewFile(testSource('a.csv', `id,name\n${rowsOf(20)}\n`));
    expect(twenty.rows).toHaveLength(20);
    expect(twenty.truncated).toBe(false);

    const more = await previewFile(testSource('a.csv', `id,name\n${rowsOf(21)}\n`));
    expect(more.rows).toHaveLength(20);
    expect(more.rows[19]).toEqual({ id: '19', name: 'name 19' });
    expect(more.truncated).toBe(true);
  });

  it('gives the columns of a file with only a header, and nothing for an empty file', async () => {
    expect(await previewFile(testSource('a.csv', 'id,name\n'))).toMatchObject({ columns: ['id', 'name'], rows: [], truncated: false });
    expect(await previewFile(testSource('a.csv', ''))).toMatchObject({ columns: [], rows: [], truncated: false });
  });

  it('says why a malformed file cannot be read', async () => {
    const preview = previewFile(testSource('a.csv', 'id,text\n1,"never closed\n2,x\n'));
    await expect(preview).rejects.toThrow(PreviewUnreadableError);
    await expect(preview).rejects.toThrow(/^This CSV file could not be read: /);
  });

  it('stops reading once it has its rows: a 50 MB file is read for its first chunks only', async () => {
    const line = Buffer.from('12345,some text that fills the line up to a hundred bytes or so, more or less,0.5\n');
    const size = 50 * 1024 * 1024;
    const file = lazySource('big.csv', size, (start, end) => {
      const chunk = Buffer.alloc(end - start + 1);
      for (let at = 0; at < chunk.length; at += line.length) line.copy(chunk, at, 0, Math.min(line.length, chunk.length - at));
      if (start === 0) Buffer.from('id,text,score\n').copy(chunk);
      return chunk;
    });

    const preview = await previewFile(file);

    expect(preview.rows).toHaveLength(20);
    expect(preview.truncated).toBe(true);
    expect(file.bytesRead()).toBeLessThanOrEqual(256 * 1024);
  });
});
