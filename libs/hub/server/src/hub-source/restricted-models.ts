import type { RestrictedModel } from '@bagel/hub-contract';

/** The families of the platform's base model types (`BASE_MODEL_TYPES`: llama3, qwen). */
type BaseModelFamily = 'llama' | 'qwen';

const model = (id: string, family: BaseModelFamily, tags: string[]): RestrictedModel => ({
  id,
  name: id.slice(id.indexOf('/') + 1),
  family,
  tags,
});

/**
 * Spec §3's restricted models: the hub models the platform fine-tunes and deploys, of its base model types (Llama 3
 * and Qwen). Each is a repository of the offline catalogue, so its details and clone work without the hub.
 */
export const RESTRICTED_MODELS: readonly RestrictedModel[] = [
  model('meta-llama/Llama-3.2-1B', 'llama', ['llama', 'llama-3', 'text-generation', 'base']),
  model('meta-llama/Llama-3.2-1B-Instruct', 'llama', ['llama', 'llama-3', 'text-generation', 'instruct', 'conversational']),
  model('meta-llama/Llama-3.2-3B-Instruct', 'llama', ['llama', 'llama-3', 'text-generation', 'instruct', 'conversational']),
  model('meta-llama/Llama-3.1-8B-Instruct', 'llama', ['llama', 'llama-3', 'text-generation', 'instruct', 'conversational']),
  model('Qwen/Qwen2.5-0.5B-Instruct', 'qwen', ['qwen2', 'text-generation', 'instruct', 'chat']),
  model('Qwen/Qwen2.5-1.5B-Instruct', 'qwen', ['qwen2', 'text-generation', 'instruct', 'chat']),
  model('Qwen/Qwen2.5-7B-Instruct', 'qwen', ['qwen2', 'text-generation', 'instruct', 'chat']),
  model('Qwen/Qwen3-0.6B', 'qwen', ['qwen3', 'text-generation', 'conversational']),
];
