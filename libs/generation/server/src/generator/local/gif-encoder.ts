import type { Rgb } from './prompt-scene';
import { lzwEncode } from './gif-lzw';

/** Every frame uses the one global table of 256 colours: 8-bit indices. */
const MIN_CODE_SIZE = 8;
const PALETTE_SIZE = 256;
/** GIF stores image data in sub-blocks of at most 255 bytes, each led by its length. */
const SUB_BLOCK = 255;

const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];

function subBlocks(data: Uint8Array): number[] {
  const bytes: number[] = [];
  for (let start = 0; start < data.length; start += SUB_BLOCK) {
    const block = data.subarray(start, start + SUB_BLOCK);
    bytes.push(block.length, ...block);
  }
  bytes.push(0);
  return bytes;
}

export interface GifFrame {
  /** One palette index per pixel, row after row. */
  indices: Uint8Array;
  /** Hundredths of a second the frame stays. */
  delay: number;
}

/**
 * An animated GIF89a that loops forever: header, logical screen with a global table of 256 colours, the NETSCAPE2.0
 * looping extension, then per frame a graphic control extension (its delay) and an LZW-coded image; the trailer last.
 */
export function encodeGif(width: number, height: number, palette: readonly Rgb[], frames: readonly GifFrame[]): Buffer {
  if (palette.length !== PALETTE_SIZE) throw new Error(`A GIF palette here has ${PALETTE_SIZE} colours, not ${palette.length}`);
  const parts: Uint8Array[] = [
    Buffer.from('GIF89a', 'ascii'),
    // Global table present, 8 bits of colour resolution, unsorted, 2^(7+1) entries; background 0; square pixels.
    Uint8Array.from([...u16(width), ...u16(height), 0xf7, 0, 0]),
    Uint8Array.from(palette.flat()),
    Uint8Array.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'ascii'), 0x03, 0x01, ...u16(0), 0x00]),
  ];
  for (const frame of frames) {
    if (frame.indices.length !== width * height) throw new Error(`A frame needs ${width * height} pixels, not ${frame.indices.length}`);
    // Disposal 1 (leave the frame in place), no transparency.
    parts.push(Uint8Array.from([0x21, 0xf9, 0x04, 0x04, ...u16(frame.delay), 0x00, 0x00]));
    parts.push(Uint8Array.from([0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0x00]));
    parts.push(Uint8Array.from([MIN_CODE_SIZE, ...subBlocks(lzwEncode(frame.indices, MIN_CODE_SIZE))]));
  }
  parts.push(Uint8Array.from([0x3b]));
  return Buffer.concat(parts);
}
