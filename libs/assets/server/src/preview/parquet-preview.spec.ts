import { readFileSync } from 'node:fs';
import { parquetMetadata, readOffsetIndex } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { previewFile, PreviewUnreadableError } from './preview-file';
import { testSource } from './test-source';

// Written by fixtures/write-parquet-fixtures.py: 60 rows in two row groups of three 10-row pages per column, with offset indexes.
const sample = readFileSync(new URL('fixtures/sample.parquet', import.meta.url));
// The same columns, 3 rows.
const small = readFileSync(new URL('fixtures/small.parquet', import.meta.url));

describe('Parquet preview', () => {
  it('gives the schema columns and the first 20 rows as JSON values', async () => {
    const preview = await previewFile(testSource('data/train.parquet', sample));

    expect(preview.format).toBe('parquet');
    expect(preview.columns).toEqual(['id', 'big', 'name', 'score', 'created', 'payload']);
    expect(preview.rows).toHaveLength(20);
    expect(preview.truncated).toBe(true);
    expect(preview.rows.slice(2, 4)).toEqual([
      { id: 2, big: '9007199254740995', name: 'row 2', score: 1, created: '2023-11-16T22:13:20.000Z', payload: 'Av8A' },
      { id: 3, big: '9007199254740996', name: null, score: 1.5, created: '2023-11-17T22:13:20.000Z', payload: 'A/8A' },
    ]);
    expect(JSON.parse(JSON.stringify(preview.rows))).toEqual(preview.rows);
  });

  it('is not truncated when the file holds no more rows than shown', async () => {
    const preview = await previewFile(testSource('small.PARQUET', small));
    expect(preview.rows.map((row) => row.id)).toEqual([0, 1, 2]);
    expect(preview.truncated).toBe(false);
  });

  it('fetches the footer and the pages of the first rows only', async () => {
    const file = testSource('sample.parquet', sample);
    await previewFile(file);

    // The first read is the file's end, where the footer is (here the whole small file); the others are data.
    const [footer, ...others] = file.reads;
    expect(footer).toEqual({ start: 0, end: sample.length - 1 });
    expect(others.length).toBeGreaterThan(0);
    for (const read of others) {
      for (const page of unneededPages()) expect(read.end < page.start || read.start >= page.end).toBe(true);
    }
  });

  it('says why a file that is not Parquet cannot be read', async () => {
    const preview = previewFile(testSource('fake.parquet', 'id,name\n1,a\n'));
    await expect(preview).rejects.toThrow(PreviewUnreadableError);
    await expect(preview).rejects.toThrow(/^This Parquet file could not be read: /);
  });

  it('reports a storage failure as it is, not as an unreadable file', async () => {
    const file = testSource('sample.parquet', sample);
    const failing = { ...file, read: () => Promise.reject(new Error('bucket unavailable')) };
    await expect(previewFile(failing)).rejects.toThrow(new Error('bucket unavailable'));
  });
});

/** The byte ranges of the pages past row 19: the first row group's rows 20–29, and the whole second row group. */
function unneededPages(): { start: number; end: number }[] {
  const view = new DataView(sample.buffer, sample.byteOffset, sample.byteLength);
  const metadata = parquetMetadata(sample.buffer.slice(sample.byteOffset, sample.byteOffset + sample.byteLength));
  return metadata.row_groups.flatMap((group, index) =>
    group.columns.flatMap((chunk) =>
      readOffsetIndex({ view, offset: Number(chunk.offset_index_offset) })
        .page_locations.filter((page) => index > 0 || page.first_row_index >= 20n)
        .map((page) => ({ start: Number(page.offset), end: Number(page.offset) + page.compressed_page_size })),
    ),
  );
}
