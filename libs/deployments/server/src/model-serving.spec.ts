import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ModelFiles } from '@bagel/ports';
import { inspectModel, MODEL_REFUSALS } from './model-serving';

const MODEL_ID = '1a2b3c4d-1111-4222-8333-944455566677';

/** A model's files as the assets domain would hand them out. */
function filesOf(files: Record<string, unknown>): ModelFiles {
  const bytes = new Map(
    Object.entries(files).map(([path, content]) => [path, Buffer.from(typeof content === 'string' ? content : JSON.stringify(content))]),
  );
  return {
    list: async () =>
      [...bytes].map(([path, body]) => ({ path, size: body.length, sha256: createHash('sha256').update(body).digest('hex') })),
    read: async (_modelId, path) => {
      const body = bytes.get(path);
      return body && Readable.from([body]);
    },
  };
}

const llama = { architectures: ['LlamaForCausalLM'], model_type: 'llama' };
const withTemplate = { chat_template: "{{ messages[0]['content'] }}" };
const inspect = (files: Record<string, unknown>) => inspectModel(filesOf(files), MODEL_ID);

describe('what a model needs to be served for chat', () => {
  it('serves a model with a chat template of its own as it is', async () => {
    expect(await inspect({ 'config.json': llama, 'tokenizer_config.json': withTemplate })).toEqual({ plainChatTemplate: false });
    // transformers 4.43+ may save the template beside the tokenizer's config.
    expect(await inspect({ 'config.json': llama, 'tokenizer_config.json': {}, 'chat_template.jinja': '{{ x }}' })).toEqual({
      plainChatTemplate: false,
    });
  });

  it('gives the plain template to a model whose tokenizer has none', async () => {
    expect(await inspect({ 'config.json': llama, 'tokenizer_config.json': { bos_token: '<s>' } })).toEqual({ plainChatTemplate: true });
    expect(await inspect({ 'config.json': llama, 'tokenizer.json': {} })).toEqual({ plainChatTemplate: true });
  });

  it("does not claim a template is missing when the tokenizer's config cannot be read (a hub clone's LFS pointer)", async () => {
    const pointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 50500\n';
    expect(await inspect({ 'config.json': llama, 'tokenizer_config.json': pointer })).toEqual({ plainChatTemplate: false });
  });

  it("decides a LoRA adapter's template from its own tokenizer, else from what its base is known to lack", async () => {
    const on = (base: string) => ({ base_model_name_or_path: base, peft_type: 'LORA', r: 8 });
    expect(await inspect({ 'adapter_config.json': on('meta-llama/Llama-3.2-1B') })).toEqual({ plainChatTemplate: true });
    expect(await inspect({ 'adapter_config.json': on('meta-llama/Llama-3.2-1B-Instruct') })).toEqual({ plainChatTemplate: false });
    expect(await inspect({ 'adapter_config.json': on('meta-llama/Llama-3.2-1B'), 'tokenizer_config.json': withTemplate })).toEqual({
      plainChatTemplate: false,
    });
    expect(await inspect({ 'adapter_config.json': { peft_type: 'LORA' } })).toEqual({ refusal: MODEL_REFUSALS.noBaseModel });
  });

  it('refuses architectures vLLM does not serve for chat, naming them', async () => {
    expect(await inspect({ 'config.json': { architectures: ['BertForMaskedLM'] } })).toEqual({
      refusal: MODEL_REFUSALS.architecture(['BertForMaskedLM']),
    });
    expect(await inspect({ 'config.json': { architectures: ['T5ForConditionalGeneration'] } })).toEqual({
      refusal: MODEL_REFUSALS.architecture(['T5ForConditionalGeneration']),
    });
    expect(MODEL_REFUSALS.architecture(['BertModel'])).toBe(
      'Deployment validation failed: BertModel is not a text-generation architecture the platform serves for chat (vLLM 0.8.5), so this model cannot be deployed.',
    );
  });

  it('refuses files vLLM cannot load for want of a config.json (GGUF files alone)', async () => {
    expect(await inspect({ 'README.md': '# Qwen', 'qwen2.5-0.5b-instruct-q4_k_m.gguf': 'GGUF' })).toEqual({
      refusal: MODEL_REFUSALS.noConfig,
    });
  });

  it('lets a model through when its files do not say what it is: the start script or vLLM tells', async () => {
    expect(await inspect({})).toEqual({ plainChatTemplate: false });
    expect(await inspect({ 'config.json': {}, 'tokenizer_config.json': withTemplate })).toEqual({ plainChatTemplate: false });
  });
});
