import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;
/** Each row says how it is filtered; Up (the difference from the row above) shrinks smooth gradients the most. */
const FILTER_UP = 2;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG of `width` × `height` 8-bit RGB pixels (`rgb` holds them row after row): signature, IHDR, one IDAT of the
 * Up-filtered rows deflated with zlib (off the event loop), IEND.
 */
export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  const stride = width * BYTES_PER_PIXEL;
  if (rgb.length !== stride * height) throw new Error(`Expected ${stride * height} bytes of pixels, got ${rgb.length}`);
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    rows[out] = FILTER_UP;
    for (let x = 0; x < stride; x++) {
      const above = y === 0 ? 0 : (rgb[(y - 1) * stride + x] ?? 0);
      rows[out + 1 + x] = ((rgb[y * stride + x] ?? 0) - above) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  // Bytes 10–12 stay 0: deflate compression, adaptive filtering, no interlace.
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
