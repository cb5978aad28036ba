import { describe, expect, it } from 'vitest';
import { assetTypeLabel, embeddingModelLabel } from '@bagel/assets-contract';

describe('asset labels', () => {
  it('names types and embeddings as spec §9 does (the contract holds them: the create-dataset sheet shows them too)', () => {
    expect((['RAW', 'VECTOR', 'MODEL'] as const).map(assetTypeLabel)).toEqual(['Fine-tune', 'RAG', 'Model']);
    expect([embeddingModelLabel('bagel-text'), embeddingModelLabel('clip-vit-b-32'), embeddingModelLabel(null)]).toEqual([
      'Bagel Text model',
      'Multi modal',
      'Multi modal',
    ]);
  });
});
