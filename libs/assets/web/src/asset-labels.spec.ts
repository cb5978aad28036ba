import { describe, expect, it } from 'vitest';
import { assetTypeLabel, embeddingModelLabel, MAX_UPLOAD_BYTES } from '@bagel/contract';
import { filesSummary, formatBytes } from './asset-labels';

describe('asset labels', () => {
  it('names types and embeddings as spec §9 does (the contract holds them: the create-dataset sheet shows them too)', () => {
    expect((['RAW', 'VECTOR', 'MODEL'] as const).map(assetTypeLabel)).toEqual(['Fine-tune', 'RAG', 'Model']);
    expect([embeddingModelLabel('bagel-text'), embeddingModelLabel('clip-vit-b-32'), embeddingModelLabel(null)]).toEqual([
      'Bagel Text model',
      'Multi modal',
      'Multi modal',
    ]);
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
