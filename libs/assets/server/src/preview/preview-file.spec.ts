import { describe, expect, it } from 'vitest';
import { previewFile, PreviewUnsupportedError } from './preview-file';
import { testSource } from './test-source';

describe('previewFile', () => {
  it.each(['model.bin', 'README', 'archive.csv.gz', 'data.json'])('refuses %s', async (path) => {
    const file = testSource(path, 'anything');
    const preview = previewFile(file);
    await expect(preview).rejects.toThrow(PreviewUnsupportedError);
    await expect(preview).rejects.toThrow('Preview is available for CSV, JSONL, Parquet and TXT files');
    expect(file.reads).toEqual([]);
  });
});
