import { describe, expect, it } from 'vitest';
import { datasetTypeLabel, embeddingModelLabel } from './dataset-labels';

describe('dataset labels (spec §9)', () => {
  it('calls VECTOR RAG and everything else Fine-tune', () => {
    expect(datasetTypeLabel('VECTOR')).toBe('RAG');
    expect(datasetTypeLabel('RAW')).toBe('Fine-tune');
    expect(datasetTypeLabel('MODEL')).toBe('Fine-tune');
  });

  it("calls 'bagel-text' the Bagel Text model and any other embedding, or none, multi modal", () => {
    expect(embeddingModelLabel('bagel-text')).toBe('Bagel Text model');
    expect(embeddingModelLabel('clip-vit-b-32')).toBe('Multi modal');
    expect(embeddingModelLabel(null)).toBe('Multi modal');
  });
});
