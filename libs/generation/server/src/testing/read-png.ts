import { inflateSync } from 'node:zlib';

/** CRC-32 (ISO 3309, as PNG uses) from its own table, so a test checks the writer against the standard, not itself. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32Of(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface DecodedPng {
  width: number;
  height: number;
  /** Chunk types in file order. */
  chunks: string[];
  /** RGB bytes, row after row. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function paeth(left: number, above: number, upperLeft: number): number {
  const estimate = left + above - upperLeft;
  const [toLeft, toAbove, toUpperLeft] = [Math.abs(estimate - left), Math.abs(estimate - above), Math.abs(estimate - upperLeft)];
  if (toLeft <= toAbove && toLeft <= toUpperLeft) return left;
  return toAbove <= toUpperLeft ? above : upperLeft;
}

/**
 * Reads an 8-bit RGB, non-interlaced PNG as the specification lays it out: checks the signature and every chunk's
 * CRC, inflates the IDAT data and undoes each row's filter (all five kinds). Throws on anything else.
 */
export function readPng(file: Buffer): DecodedPng {
  if (!SIGNATURE.every((byte, index) => file[index] === byte)) throw new Error('Not a PNG signature');
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let offset = 8; offset < file.length;) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const data = file.subarray(offset + 8, offset + 8 + length);
    const crc = file.readUInt32BE(offset + 8 + length);
    if (crc !== crc32Of(file.subarray(offset + 4, offset + 8 + length))) throw new Error(`Bad CRC in the ${type} chunk`);
    chunks.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 2 || data[12] !== 0) throw new Error('Only 8-bit RGB without interlace is read here');
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const filtered = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  if (filtered.length !== (stride + 1) * height) throw new Error(`IDAT holds ${filtered.length} bytes, not ${(stride + 1) * height}`);
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const raw = filtered[y * (stride + 1) + 1 + x] as number;
      const left = x >= 3 ? (pixels[y * stride + x - 3] as number) : 0;
      const above = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const upperLeft = x >= 3 && y > 0 ? (pixels[(y - 1) * stride + x - 3] as number) : 0;
      const predicted = [0, left, above, Math.floor((left + above) / 2), paeth(left, above, upperLeft)][filter ?? -1];
      if (predicted === undefined) throw new Error(`Unknown filter ${filter} on row ${y}`);
      pixels[y * stride + x] = (raw + predicted) & 0xff;
    }
  }
  return { width, height, chunks, pixels };
}
