import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface EncodedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export const NO_BYTES: EncodedSize = { raw: 0, gzip: 0, brotli: 0 };

/** Bytes on the wire at the settings the web build precompresses with (apps/web/src/build/precompressed-assets.ts). */
export function encodedSize(data: Buffer): EncodedSize {
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
}

export function addSizes(a: EncodedSize, b: EncodedSize): EncodedSize {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}
