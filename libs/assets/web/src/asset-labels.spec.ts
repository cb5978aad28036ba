import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@bagel/contract';
import { assetTypeLabel, filesSummary, formatBytes } from './asset-labels';

describe('asset labels', () => {
  it('names the types as spec §9 does', () => {
    expect(['RAW', 'VECTOR', 'MODEL'].map((type) => assetTypeLabel(type as 'RAW'))).toEqual(['Fine-tune', 'RAG', 'Model']);
  });

  it('formats sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(MAX_UPLOAD_BYTES)).toBe('500 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
  });

  it('counts files', () => {
    expect(filesSummary(1, 2048)).toBe('1 file · 2 KB');
    expect(filesSummary(3, 0)).toBe('3 files · 0 B');
  });
});
