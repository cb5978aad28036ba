import { setImmediate } from 'node:timers/promises';
import { loadTokenizer } from './load-tokenizer';
import type { TokenizerFamily } from './tokenizer-family';

/**
 * Characters (UTF-16 code units) tokenized before the rest of a file is only measured. Tokenizing runs at about 150k
 * tokens (~600k characters) a second, so 8 MiB is some 15 s of work at most; a 500 MB upload counted in full would
 * take minutes, and past a few megabytes the tokens-per-character ratio of one file hardly moves.
 */
export const DEFAULT_SAMPLE_CHARS = 8 * 1024 * 1024;

// Each encode call is a slice of the event loop; ~8k characters is some 15 ms, short enough for the server to stay
// responsive while an estimate runs.
const PIECE_CHARS = 8192;
// Counting characters past the sample is cheap, but an iterable that never waits (texts already in memory) would
// still hold the loop for the whole file without an occasional yield.
const TEXTS_PER_YIELD = 1000;

export interface TokenCount {
  tokens: number;
  /** False when only the first `sampleChars` were tokenized and the rest extrapolated from their ratio. */
  exact: boolean;
}

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/**
 * Where to end a piece of `text` that starts at `start`: the last ' ' within `PIECE_CHARS` that has a letter or digit
 * before it and a letter after it. Both tokenizers' pre-tokenizer regexes always split there (a letter or digit run
 * ends at the space, and ' word' starts a new match), so pieces encode to exactly the tokens of the whole text.
 * Text with no such space (CJK, minified data) is cut at the limit, off by at most a token or two per cut.
 */
function pieceEnd(text: string, start: number): number {
  const limit = start + PIECE_CHARS;
  if (text.length <= limit) return text.length;
  for (let space = text.lastIndexOf(' ', limit); space > start; space = text.lastIndexOf(' ', space - 1)) {
    // An astral letter before the space is seen as half a surrogate pair, not a letter: that only skips a boundary.
    if (LETTER_OR_NUMBER.test(text[space - 1] ?? '') && LETTER.test(String.fromCodePoint(text.codePointAt(space + 1) ?? 0))) return space;
  }
  const code = text.charCodeAt(limit - 1);
  // Never split a surrogate pair: half an emoji would encode as replacement bytes.
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/**
 * Tokens in `texts` by the family's real tokenizer, without special tokens (BOS/EOS are the trainer's to add per
 * example, not the dataset's). Up to `sampleChars` characters are tokenized; past them the texts are only measured,
 * and tokens are extrapolated as sampled tokens × total characters / sampled characters.
 */
export async function countTokens(
  family: TokenizerFamily,
  texts: AsyncIterable<string>,
  { sampleChars = DEFAULT_SAMPLE_CHARS }: { sampleChars?: number } = {},
): Promise<TokenCount> {
  if (!Number.isSafeInteger(sampleChars) || sampleChars < 1)
    throw new RangeError(`sampleChars must be a positive whole number, not ${sampleChars}`);
  const tokenizer = await loadTokenizer(family);
  let sampledTokens = 0;
  let sampledChars = 0;
  let totalChars = 0;
  let charsSinceYield = 0;
  let textsSinceYield = 0;
  for await (const text of texts) {
    totalChars += text.length;
    // The sample ends at the first piece boundary at or past `sampleChars`, so it is never cut mid-word.
    for (let start = 0; start < text.length && sampledChars < sampleChars;) {
      const end = pieceEnd(text, start);
      sampledTokens += tokenizer.encode(text.slice(start, end), { add_special_tokens: false }).length;
      sampledChars += end - start;
      charsSinceYield += end - start;
      start = end;
      if (charsSinceYield >= PIECE_CHARS) {
        charsSinceYield = 0;
        await setImmediate();
      }
    }
    if (++textsSinceYield >= TEXTS_PER_YIELD) {
      textsSinceYield = 0;
      await setImmediate();
    }
  }
  if (sampledChars === totalChars) return { tokens: sampledTokens, exact: true };
  // Rounded up: a token count feeds a cost estimate, and rounding should never be what makes one too low.
  return { tokens: Math.ceil((sampledTokens * totalChars) / sampledChars), exact: false };
}
