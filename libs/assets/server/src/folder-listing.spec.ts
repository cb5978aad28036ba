import { describe, expect, it } from 'vitest';
import type { AssetFileRow } from './asset-files.repository';
import { folderListing } from './folder-listing';

const file = (path: string, size: number): AssetFileRow => ({
  assetId: '00000000-0000-4000-8000-000000000000',
  path,
  storageKey: `assets/x/${path}`,
  size,
  contentType: 'text/csv',
  sha256: 'ab',
  cid: null,
  uploadedAt: new Date('2026-01-02T03:04:05Z'),
});

describe('folderListing', () => {
  const rows = [file('data/a.csv', 10), file('data/deep/b.csv', 5), file('data/deep/c.csv', 7), file('readme.txt', 3)];

  it('shows the root’s files and a folder entry, with its total size, for each folder below', () => {
    expect(folderListing('', rows).map(({ name, is_directory, size, path }) => ({ name, is_directory, size, path }))).toEqual([
      { name: 'data', is_directory: true, size: 22, path: 'data' },
      { name: 'readme.txt', is_directory: false, size: 3, path: 'readme.txt' },
    ]);
  });

  it('shows a sub-folder’s own entries, and a file’s path lists that file', () => {
    const under = rows.filter((row) => row.path.startsWith('data/'));
    expect(folderListing('data', under).map((entry) => entry.name)).toEqual(['deep', 'a.csv']);
    expect(folderListing('data/a.csv', [rows[0] as AssetFileRow])).toEqual([
      expect.objectContaining({ path: 'data/a.csv', is_directory: false, uploaded_at: '2026-01-02T03:04:05.000Z' }),
    ]);
  });
});
