import type { RestrictedModel } from '@bagel/contract';

/**
 * The models the platform fine-tunes and deploys (spec §3's restricted models): the hub repositories of the base
 * model families it supports (llama3 and qwen), all in the offline catalogue too.
 */
export const RESTRICTED_MODELS: readonly RestrictedModel[] = [
  { id: 'meta-llama/Llama-3.2-1B', family: 'llama', tags: ['llama-3', 'text-generation'] },
  { id: 'meta-llama/Llama-3.2-1B-Instruct', family: 'llama', tags: ['llama-3', 'text-generation', 'conversational'] },
  { id: 'meta-llama/Llama-3.2-3B-Instruct', family: 'llama', tags: ['llama-3', 'text-generation', 'conversational'] },
  { id: 'meta-llama/Llama-3.1-8B-Instruct', family: 'llama', tags: ['llama-3', 'text-generation', 'conversational'] },
  { id: 'Qwen/Qwen2.5-0.5B-Instruct', family: 'qwen', tags: ['qwen2', 'text-generation', 'chat'] },
  { id: 'Qwen/Qwen2.5-1.5B-Instruct', family: 'qwen', tags: ['qwen2', 'text-generation', 'chat'] },
  { id: 'Qwen/Qwen2.5-7B-Instruct', family: 'qwen', tags: ['qwen2', 'text-generation', 'chat'] },
  { id: 'Qwen/Qwen2.5-Coder-7B-Instruct', family: 'qwen', tags: ['qwen2', 'text-generation', 'code'] },
  { id: 'Qwen/Qwen3-0.6B', family: 'qwen', tags: ['qwen3', 'text-generation', 'conversational'] },
].map((model) => ({ ...model, name: model.id.split('/').at(-1) ?? model.id }));
