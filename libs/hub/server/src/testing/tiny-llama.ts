import { lfsFile, textFile, type CatalogueEntry } from '../hub-source/catalogue/catalogue-entry';

export const TINY_LLAMA_WEIGHT_BYTES = 3 * 1024 * 1024;

/** A small model for a local hub: a card, a config and weights stored in LFS. */
export const TINY_LLAMA: CatalogueEntry = {
  id: 'test/tiny-llama',
  repoType: 'model',
  pipelineTag: 'text-generation',
  tags: ['llama'],
  downloads: 1,
  likes: 1,
  lastModified: '2025-01-01T00:00:00.000Z',
  gated: false,
  files: [
    textFile('README.md', 'A tiny test model.\n'),
    textFile('config.json', '{"model_type": "llama"}\n'),
    lfsFile('model.safetensors', TINY_LLAMA_WEIGHT_BYTES),
  ],
};
