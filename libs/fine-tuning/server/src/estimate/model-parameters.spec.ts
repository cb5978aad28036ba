import { describe, expect, it } from 'vitest';
import { parameterCount } from './model-parameters';

// The sizes of the published config.json files (as in libs/hub/server's offline catalogue); the expected counts are
// the checkpoints' own tensor totals.
const LLAMA_3_2_1B = {
  model_type: 'llama',
  vocab_size: 128256,
  hidden_size: 2048,
  intermediate_size: 8192,
  num_hidden_layers: 16,
  num_attention_heads: 32,
  num_key_value_heads: 8,
  head_dim: 64,
  attention_bias: false,
  mlp_bias: false,
  tie_word_embeddings: true,
};
const LLAMA_3_1_8B = {
  model_type: 'llama',
  vocab_size: 128256,
  hidden_size: 4096,
  intermediate_size: 14336,
  num_hidden_layers: 32,
  num_attention_heads: 32,
  num_key_value_heads: 8,
  attention_bias: false,
  mlp_bias: false,
  tie_word_embeddings: false,
};
const QWEN_2_5_0_5B_INSTRUCT = {
  model_type: 'qwen2',
  vocab_size: 151936,
  hidden_size: 896,
  intermediate_size: 4864,
  num_hidden_layers: 24,
  num_attention_heads: 14,
  num_key_value_heads: 2,
  tie_word_embeddings: true,
};
const QWEN3_0_6B = {
  model_type: 'qwen3',
  vocab_size: 151936,
  hidden_size: 1024,
  intermediate_size: 3072,
  num_hidden_layers: 28,
  num_attention_heads: 16,
  num_key_value_heads: 8,
  head_dim: 128,
  attention_bias: false,
  tie_word_embeddings: true,
};

const within1Percent = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) / expected - 1)).toBeLessThan(0.01);
};

describe('parameterCount', () => {
  it('counts Llama 3.2 1B (tied embeddings): ≈1.236e9', () => {
    within1Percent(parameterCount(LLAMA_3_2_1B), 1.236e9);
    expect(parameterCount(LLAMA_3_2_1B)).toBe(1_235_814_400);
  });

  it('counts Llama 3.1 8B (own lm_head, head_dim from hidden/heads): ≈8.03e9', () => {
    within1Percent(parameterCount(LLAMA_3_1_8B), 8.03e9);
    expect(parameterCount(LLAMA_3_1_8B)).toBe(8_030_261_248);
  });

  it('counts Qwen2.5 0.5B Instruct (q/k/v biases): ≈0.494e9', () => {
    within1Percent(parameterCount(QWEN_2_5_0_5B_INSTRUCT), 0.494e9);
    expect(parameterCount(QWEN_2_5_0_5B_INSTRUCT)).toBe(494_032_768);
  });

  it('counts Qwen3 0.6B (head_dim 128, q/k norms): ≈0.596e9', () => {
    within1Percent(parameterCount(QWEN3_0_6B), 0.596e9);
    expect(parameterCount(QWEN3_0_6B)).toBe(596_049_920);
  });

  it('takes key/value heads as the attention heads when the config omits them', () => {
    const { num_key_value_heads: _omitted, ...config } = LLAMA_3_1_8B;
    // Full multi-head attention: k and v grow from 1024 to 4096 wide in each of 32 layers.
    expect(parameterCount(config)).toBe(8_030_261_248 + 32 * 2 * 4096 * (4096 - 1024));
  });

  it('adds an output projection when embeddings are not tied, and biases when asked', () => {
    expect(parameterCount({ ...LLAMA_3_2_1B, tie_word_embeddings: false })).toBe(1_235_814_400 + 128256 * 2048);
    expect(parameterCount({ ...LLAMA_3_2_1B, attention_bias: true })).toBe(1_235_814_400 + 16 * (2048 + 2 * 512 + 2048));
    expect(parameterCount({ ...LLAMA_3_2_1B, mlp_bias: true })).toBe(1_235_814_400 + 16 * (2 * 8192 + 2048));
  });

  it('reads a config without model_type as a Llama-style decoder', () => {
    const { model_type: _omitted, ...config } = LLAMA_3_2_1B;
    expect(parameterCount(config)).toBe(1_235_814_400);
  });

  it('is null for architectures it does not lay out', () => {
    for (const model_type of ['qwen2_moe', 'qwen3_moe', 'gemma', 'mistral', 'gpt2'])
      expect(parameterCount({ ...LLAMA_3_2_1B, model_type })).toBeNull();
  });

  it('is null for a config missing a size', () => {
    for (const field of ['vocab_size', 'hidden_size', 'intermediate_size', 'num_hidden_layers', 'num_attention_heads']) {
      const config: Record<string, unknown> = { ...LLAMA_3_1_8B };
      delete config[field];
      expect(parameterCount(config), field).toBeNull();
    }
  });

  it('is null for non-positive, fractional or non-numeric sizes', () => {
    for (const value of [0, -2048, 2048.5, '2048', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parameterCount({ ...LLAMA_3_1_8B, hidden_size: value }), String(value)).toBeNull();
      expect(parameterCount({ ...LLAMA_3_1_8B, num_key_value_heads: value === null ? 'x' : value }), String(value)).toBeNull();
      expect(parameterCount({ ...QWEN3_0_6B, head_dim: value === null ? 'x' : value }), String(value)).toBeNull();
    }
  });

  it('is null when head_dim is absent and hidden_size does not divide into the heads', () => {
    expect(parameterCount({ ...LLAMA_3_1_8B, num_attention_heads: 30 })).toBeNull();
  });

  it('is null for flags that are not booleans, and for anything that is not a config', () => {
    expect(parameterCount({ ...LLAMA_3_2_1B, tie_word_embeddings: 'yes' })).toBeNull();
    for (const config of [null, undefined, 'config', 42, []]) expect(parameterCount(config)).toBeNull();
  });
});
