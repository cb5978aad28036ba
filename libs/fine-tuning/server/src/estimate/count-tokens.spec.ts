import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { countTokens, DEFAULT_SAMPLE_CHARS } from './count-tokens';
import { loadTokenizer } from './load-tokenizer';

async function* from(...texts: string[]): AsyncIterable<string> {
  yield* texts;
}

const FOX = 'The quick brown fox jumps over the lazy dog.';
const PARAGRAPH =
  'Fine-tuning adapts a pretrained model to a narrower task. Low-rank adapters train two small matrices per layer, ' +
  'so 12 of every 1,000 weights change while the rest stay frozen — and the base model’s knowledge stays intact.\n\n';

describe('countTokens', () => {
  it('counts the real tokens of known strings with the Llama 3 tokenizer, without special tokens', async () => {
    expect(await countTokens('llama', from('Hello world'))).toEqual({ tokens: 2, exact: true });
    expect(await countTokens('llama', from('Hello world!'))).toEqual({ tokens: 3, exact: true });
    expect(await countTokens('llama', from(FOX))).toEqual({ tokens: 10, exact: true });
    expect(await countTokens('llama', from('héllo 世界 🙂'))).toEqual({ tokens: 5, exact: true });
  });

  it('counts the real tokens of known strings with the Qwen tokenizer', async () => {
    expect(await countTokens('qwen', from('Hello world'))).toEqual({ tokens: 2, exact: true });
    expect(await countTokens('qwen', from(FOX))).toEqual({ tokens: 10, exact: true });
    expect(await countTokens('qwen', from('héllo 世界 🙂'))).toEqual({ tokens: 6, exact: true });
  });

  it('adds up the tokens of every text', async () => {
    expect(await countTokens('llama', from('Hello world', FOX, 'Hello world!'))).toEqual({ tokens: 15, exact: true });
  });

  it('counts nothing in no texts or empty ones', async () => {
    expect(await countTokens('llama', from())).toEqual({ tokens: 0, exact: true });
    expect(await countTokens('qwen', from('', ''))).toEqual({ tokens: 0, exact: true });
  });

  it('counts a long text in pieces to exactly the tokens of encoding it whole', async () => {
    const text = PARAGRAPH.repeat(200); // ~46k characters: several pieces
    for (const family of ['llama', 'qwen'] as const) {
      const whole = (await loadTokenizer(family)).encode(text, { add_special_tokens: false }).length;
      expect(await countTokens(family, from(text))).toEqual({ tokens: whole, exact: true });
    }
  });

  it('stays within a token per cut on long text with no spaces to split at', async () => {
    const text = '微调让预训练模型适应更窄的任务。'.repeat(2000); // 32k characters
    const whole = (await loadTokenizer('qwen')).encode(text, { add_special_tokens: false }).length;
    const { tokens } = await countTokens('qwen', from(text));
    expect(Math.abs(tokens - whole)).toBeLessThanOrEqual(4);
  });

  it('extrapolates past the sample from its tokens per character, without tokenizing the rest', async () => {
    // 'Hello world' is 2 tokens in 11 characters; the 99 x's (a dozen tokens or so) are only measured: 2 × 110 / 11.
    expect(await countTokens('llama', from('Hello world', 'x'.repeat(99)), { sampleChars: 11 })).toEqual({ tokens: 20, exact: false });
    // The sample ends with the text that reaches it, not mid-word: 4 tokens in 22 characters, 66 in all → 12.
    expect(await countTokens('llama', from('Hello world', 'Hello world', 'x'.repeat(44)), { sampleChars: 15 })).toEqual({
      tokens: 12,
      exact: false,
    });
  });

  it('rounds an extrapolated count up', async () => {
    // 2 tokens × 12 characters / 11 = 2.18…
    expect(await countTokens('llama', from('Hello world', 'x'), { sampleChars: 11 })).toEqual({ tokens: 3, exact: false });
  });

  it('is exact when the whole input fits the sample', async () => {
    expect(await countTokens('llama', from('Hello world', 'Hello world'), { sampleChars: 22 })).toEqual({ tokens: 4, exact: true });
  });

  it('samples 8 MiB by default', () => {
    expect(DEFAULT_SAMPLE_CHARS).toBe(8_388_608);
  });

  it('refuses a sample that could not measure anything', async () => {
    await expect(countTokens('llama', from('Hello world'), { sampleChars: 0 })).rejects.toThrow(RangeError);
    await expect(countTokens('llama', from('Hello world'), { sampleChars: 1.5 })).rejects.toThrow(RangeError);
  });

  it('lets other work run while it counts', async () => {
    await loadTokenizer('llama');
    let ticks = 0;
    let counting = true;
    const ticker = (async () => {
      while (counting) {
        ticks += 1;
        await setImmediate();
      }
    })();
    const texts = Array.from({ length: 5000 }, () => FOX); // 220k characters, and many texts past a 64 KiB sample
    await countTokens('llama', from(...texts), { sampleChars: 65_536 });
    counting = false;
    await ticker;
    expect(ticks).toBeGreaterThan(8);
  });
});
