import { describe, expect, it } from 'vitest';
import { createCatalogueHubSource } from './hub-source/catalogue-hub-source';
import { createModelCatalog } from './model-catalog';

describe('the model catalogue fine-tuning reads', () => {
  const catalog = createModelCatalog(createCatalogueHubSource());

  it("gives a model's family and its config.json", async () => {
    const llama = await catalog.describe('meta-llama/Llama-3.2-1B-Instruct');
    expect(llama?.family).toBe('llama');
    expect(llama?.config).toMatchObject({ model_type: 'llama', hidden_size: 2048, num_hidden_layers: 16 });
    const qwen = await catalog.describe('Qwen/Qwen3-0.6B');
    expect(qwen?.family).toBe('qwen3');
  });

  it('knows no model the hub does not have', async () => {
    expect(await catalog.describe('nobody/no-such-model')).toBeUndefined();
  });
});
