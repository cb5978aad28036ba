import { describe, expect, it } from 'vitest';
import { tokenizerFamilyOf } from './tokenizer-family';

describe('tokenizerFamilyOf', () => {
  it('maps Llama model types to the llama tokenizer', () => {
    expect(tokenizerFamilyOf('llama')).toBe('llama');
  });

  it('maps every Qwen model type to the qwen tokenizer', () => {
    for (const type of ['qwen', 'qwen2', 'qwen2_moe', 'qwen3', 'qwen3_moe']) expect(tokenizerFamilyOf(type)).toBe('qwen');
  });

  it('maps the upload wizard’s base model types (spec §5: llama3, qwen)', () => {
    expect(tokenizerFamilyOf('llama3')).toBe('llama');
    expect(tokenizerFamilyOf('qwen')).toBe('qwen');
  });

  it('ignores case and surrounding spaces', () => {
    expect(tokenizerFamilyOf(' Qwen2 ')).toBe('qwen');
  });

  it('has no tokenizer for other families, nothing, or Object.prototype names', () => {
    for (const type of ['mistral', 'gemma', 'gpt2', 'bert', '', 'constructor', 'toString', '__proto__'])
      expect(tokenizerFamilyOf(type)).toBeNull();
    expect(tokenizerFamilyOf(null)).toBeNull();
  });
});
