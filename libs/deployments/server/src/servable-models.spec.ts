import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteResponse } from '@bagel/contract';
import { listRestrictedModels } from '@bagel/hub-contract';
import { createCatalogueHubSource, startHubTestApp } from '@bagel/hub-server/testing';
import type { ModelFiles } from '@bagel/ports';
import type { TestApp } from '@bagel/server-kit/testing';
import { inspectModel } from './model-serving';
import { VLLM_CHAT_ARCHITECTURES } from './vllm-image';

/** The offline catalogue: the models the platform lists on its hub pages, which users clone and deploy. */
const catalogue = createCatalogueHubSource();

async function bytesOf(repoId: string, revision: string, path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await catalogue.download('model', repoId, revision, path)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A catalogue repository's files as its clone holds them, which is what a deploy reads. */
async function cloneFiles(repoId: string): Promise<ModelFiles> {
  const details = await catalogue.details('model', repoId);
  if (!details) throw new Error(`The catalogue has no ${repoId}`);
  const files = await catalogue.files('model', repoId, details.sha);
  return {
    list: async () => files.map((file) => ({ path: file.path, size: file.size, sha256: '' })),
    read: async (_modelId, path) => catalogue.download('model', repoId, details.sha, path),
  };
}

async function architecturesOf(repoId: string): Promise<string[]> {
  const details = await catalogue.details('model', repoId);
  return JSON.parse((await bytesOf(repoId, details?.sha ?? '', 'config.json')).toString()).architectures;
}

async function catalogueModels(): Promise<string[]> {
  const page = await catalogue.search({ repoType: 'model', sort: 'downloads', offset: 0, limit: 500 });
  expect(page.total).toBe(page.repos.length);
  return page.repos.map((repo) => repo.id).sort();
}

describe('the models the platform lists, against what its vLLM image serves', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startHubTestApp(catalogue);
  });
  afterAll(async () => {
    await api.close();
  });

  it('fine-tunes only models whose architecture the image serves, with LoRA adapters on top', async () => {
    const restricted = (await api.call({ url: listRestrictedModels.path })).json<RouteResponse<typeof listRestrictedModels>>().models;
    expect(restricted.length).toBeGreaterThan(0);
    for (const { id } of restricted) {
      const architectures = await architecturesOf(id);
      expect(architectures.map((name) => [id, name, VLLM_CHAT_ARCHITECTURES[name]])).toEqual(
        architectures.map((name) => [id, name, { lora: true }]),
      );
    }
  });

  it('deploys every catalogue model whose architecture the image serves, and refuses the others before renting a GPU', async () => {
    const decisions = Object.fromEntries(
      await Promise.all(
        (await catalogueModels()).map(async (repoId) => {
          const serving = await inspectModel(await cloneFiles(repoId), repoId);
          return [repoId, 'refusal' in serving ? serving.refusal : 'served'] as const;
        }),
      ),
    );
    const refused = Object.entries(decisions).filter(([, decision]) => decision !== 'served');
    // Encoders (BERT, sentence embeddings), an encoder-decoder (T5) and GGUF files alone: no chat model in vLLM 0.8.5.
    expect(Object.fromEntries(refused)).toEqual({
      'BAAI/bge-small-en-v1.5': expect.stringContaining('BertModel is not a text-generation architecture'),
      'Qwen/Qwen2.5-0.5B-Instruct-GGUF': expect.stringContaining('no config.json'),
      'distilbert/distilbert-base-uncased': expect.stringContaining('DistilBertForMaskedLM is not'),
      'google-bert/bert-base-uncased': expect.stringContaining('BertForMaskedLM is not'),
      'google-t5/t5-small': expect.stringContaining('T5ForConditionalGeneration is not'),
      'google/flan-t5-base': expect.stringContaining('T5ForConditionalGeneration is not'),
      'sentence-transformers/all-MiniLM-L6-v2': expect.stringContaining('BertModel is not'),
    });
    for (const [repoId] of Object.entries(decisions).filter(([, decision]) => decision === 'served')) {
      const architectures = await architecturesOf(repoId);
      expect(
        architectures.some((name) => name in VLLM_CHAT_ARCHITECTURES),
        `${repoId}: ${architectures.join(', ')}`,
      ).toBe(true);
    }
  });
});
