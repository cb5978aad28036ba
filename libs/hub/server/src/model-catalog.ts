import type { ModelCatalog } from '@bagel/ports';
import type { HubSource } from './hub-source/hub-source';

/** A transformers config is a few KiB; anything far larger is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * The {@link ModelCatalog} port: a model's family and `config.json` as the hub (or the offline catalogue) has them,
 * for fine-tuning's tokenizer and size checks.
 */
export function createModelCatalog(source: HubSource): ModelCatalog {
  return {
    async describe(modelId) {
      const repo = await source.details('model', modelId);
      if (!repo) return undefined;
      const files = await source.files('model', repo.id, repo.sha);
      const configFile = files.find((file) => file.path === 'config.json');
      const config =
        configFile && configFile.size <= MAX_CONFIG_BYTES
          ? await readJson(await source.download('model', repo.id, repo.sha, 'config.json'))
          : null;
      const modelType = typeof config?.model_type === 'string' ? config.model_type : null;
      return { id: repo.id, family: modelType ?? repo.family, config };
    },
  };
}

async function readJson(stream: AsyncIterable<Buffer>): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > MAX_CONFIG_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
