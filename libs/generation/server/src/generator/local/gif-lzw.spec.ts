import { describe, expect, it } from 'vitest';
import { lzwDecode } from '../../testing/read-gif';
import { lzwEncode } from './gif-lzw';

/** A fixed sequence of pseudo-random bytes (a linear congruential generator), so the test is the same every run. */
function noise(length: number, seed: number): Uint8Array {
  let state = seed;
  return Uint8Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 24;
  });
}

describe('GIF LZW coding', () => {
  it.each([
    ['nothing', new Uint8Array(0)],
    ['one index', Uint8Array.from([7])],
    ['a long run of one colour', new Uint8Array(100_000).fill(3)],
    ['a repeating pattern', Uint8Array.from({ length: 50_000 }, (_, i) => i % 17)],
    // Noise fills the 4096-code table many times over: the stream must clear and start again each time.
    ['noise that fills the code table again and again', noise(200_000, 42)],
  ])('round-trips %s', (_, indices) => {
    expect(lzwDecode(lzwEncode(indices, 8), 8)).toEqual(indices);
  });

  it('grows its codes from 9 bits: 256 distinct indices take more than 256 bytes', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const encoded = lzwEncode(all, 8);
    // Clear + 256 codes + end, 9 bits each.
    expect(encoded.length).toBe(Math.ceil((258 * 9) / 8));
  });
});
