import { DEPLOYMENT_VALIDATION_PREFIX } from '@bagel/deployments-contract';
import type { ModelFiles } from '@bagel/ports';
import { VLLM_CHAT_ARCHITECTURES, VLLM_VERSION } from './vllm-image';

/** How a model's pod serves it, or why it cannot be deployed. */
export type ModelServing = { plainChatTemplate: boolean } | { refusal: string };

export const MODEL_REFUSALS = {
  architecture: (architectures: readonly string[]) =>
    `${DEPLOYMENT_VALIDATION_PREFIX}${architectures.join(', ')} is not a text-generation architecture the platform serves for chat (vLLM ${VLLM_VERSION}), so this model cannot be deployed.`,
  noConfig: `${DEPLOYMENT_VALIDATION_PREFIX}This model has files but no config.json (nor a LoRA adapter's adapter_config.json), so vLLM cannot load it: upload the model's config.json, or deploy a model in the Hugging Face format rather than GGUF files alone.`,
  noBaseModel: `${DEPLOYMENT_VALIDATION_PREFIX}The adapter's adapter_config.json names no base model (base_model_name_or_path), so there is nothing to serve it on.`,
} as const;

/**
 * Listed base models whose tokenizer has no chat template: a LoRA adapter that brings no tokenizer of its own is
 * served on the base's, which vLLM downloads in the pod, so the platform cannot read it first. Their tokenizer
 * configs on the hub are the instruct models' without the template (the offline catalogue's sizes say as much).
 */
const BASES_WITHOUT_CHAT_TEMPLATE: ReadonlySet<string> = new Set([
  'meta-llama/Llama-3.2-1B',
  'meta-llama/Llama-3.1-8B',
  'codellama/CodeLlama-7b-hf',
  'mistralai/Mistral-7B-v0.1',
]);

/** Config files are a few KiB (tokenizer configs with many added tokens a few hundred); past this one is not a config. */
const MAX_CONFIG_BYTES = 4 * 1024 * 1024;

/** The file as JSON, or undefined when it is missing, too large, or not JSON (a hub clone's Git LFS pointer). */
async function readJson(files: ModelFiles, modelId: string, path: string): Promise<Record<string, unknown> | undefined> {
  const body = await files.read(modelId, path);
  if (!body) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_CONFIG_BYTES) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the tokenizer in a folder carries a chat template (in its config, or beside it as transformers 4.43+
 * saves it); undefined when its config cannot be read, so nobody is told a template is missing on a guess.
 */
async function hasChatTemplate(files: ModelFiles, modelId: string, paths: ReadonlySet<string>): Promise<boolean | undefined> {
  if (paths.has('chat_template.jinja') || paths.has('chat_template.json')) return true;
  if (!paths.has('tokenizer_config.json')) return false;
  const config = await readJson(files, modelId, 'tokenizer_config.json');
  if (!config) return undefined;
  const template = config['chat_template'];
  return (typeof template === 'string' && template.trim() !== '') || (Array.isArray(template) && template.length > 0);
}

/**
 * What deploying the model takes, read from the files its pod will fetch (as `pod-start.ts` reads them): a config.json
 * naming an architecture vLLM serves for chat, or a LoRA adapter's adapter_config.json naming its base; and whether
 * the platform's plain chat template must stand in for one the model lacks (vLLM answers every chat with 400
 * without one). What the files do not say (no files yet, a config without architectures) is let through: the start
 * script or vLLM says what is wrong, as before.
 */
export async function inspectModel(files: ModelFiles, modelId: string): Promise<ModelServing> {
  const paths = new Set((await files.list(modelId)).map((file) => file.path));
  if (paths.size === 0) return { plainChatTemplate: false };

  if (paths.has('adapter_config.json')) {
    const base = (await readJson(files, modelId, 'adapter_config.json'))?.['base_model_name_or_path'];
    if (typeof base !== 'string' || base.trim() === '') return { refusal: MODEL_REFUSALS.noBaseModel };
    // vLLM serves an adapter with its own tokenizer when its folder has one, else with the base model's.
    const own = paths.has('tokenizer_config.json') ? await hasChatTemplate(files, modelId, paths) : undefined;
    return { plainChatTemplate: own === undefined ? BASES_WITHOUT_CHAT_TEMPLATE.has(base) : !own };
  }

  if (!paths.has('config.json')) return { refusal: MODEL_REFUSALS.noConfig };
  const architectures = (await readJson(files, modelId, 'config.json'))?.['architectures'];
  if (Array.isArray(architectures) && architectures.length > 0) {
    const named = architectures.map(String);
    if (!named.some((name) => Object.hasOwn(VLLM_CHAT_ARCHITECTURES, name))) return { refusal: MODEL_REFUSALS.architecture(named) };
  }
  return { plainChatTemplate: (await hasChatTemplate(files, modelId, paths)) === false };
}
