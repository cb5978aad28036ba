import { describe, expect, it } from 'vitest';
import { loadTokenizer } from './load-tokenizer';

describe('loadTokenizer', () => {
  it('builds each family once and shares it', async () => {
    const first = loadTokenizer('qwen');
    expect(loadTokenizer('qwen')).toBe(first);
    expect(await first).toBe(await loadTokenizer('qwen'));
    expect(await loadTokenizer('llama')).not.toBe(await first);
  });

  it('gives each family its own vocabulary', async () => {
    expect((await loadTokenizer('llama')).encode('Hello world', { add_special_tokens: false })).toEqual([9906, 1917]);
    expect((await loadTokenizer('qwen')).encode('Hello world', { add_special_tokens: false })).toEqual([9707, 1879]);
  });
});
