import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import type { CatalogueFile } from '../../hub-source/catalogue/catalogue-repo';
import { etagOf } from './api-json';

const BLOCK = 64 * 1024;

/** A 64 KiB block that depends on the file's sha256, repeated to make up a Git LFS file's bytes. */
function patternBlock(sha256: string): Buffer {
  const digest = createHash('sha256').update(sha256).digest();
  const block = Buffer.alloc(BLOCK);
  for (let index = 0; index < BLOCK; index++) block[index] = (digest[index % digest.length] ?? 0) ^ ((index >> 5) & 0xff);
  return block;
}

/** Bytes [start, end) of an LFS file, made as they are read: a file of any size costs one block of memory. */
function lfsBytes(sha256: string, start: number, end: number, counted: (bytes: number) => void): Readable {
  const block = patternBlock(sha256);
  let position = start;
  return new Readable({
    read() {
      if (position >= end) return void this.push(null);
      const offset = position % BLOCK;
      const length = Math.min(BLOCK - offset, end - position);
      position += length;
      counted(length);
      this.push(block.subarray(offset, offset + length));
    },
  });
}

/** `Range: bytes=a-b` (or `a-`), clamped to the file; undefined for a whole file, null for one that cannot be met. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header) : null;
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]) + 1, size) : size;
  return start < size && start < end ? { start, end } : null;
}

/**
 * A file's bytes with byte ranges: a bundled file as the hub's `resolve` sends it, or a Git LFS file's deterministic
 * bytes of its real size (the catalogue holds no weights) as the CDN the hub redirects to sends them.
 */
export function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: CatalogueFile,
  countLfsBytes: (bytes: number) => void,
  headers: Record<string, string> = {},
): void {
  const range = rangeOf(request.headers.range, file.size);
  if (range === null) {
    response.writeHead(416, { 'content-range': `bytes */${file.size}` });
    return void response.end();
  }
  const { start, end } = range ?? { start: 0, end: file.size };
  response.writeHead(range ? 206 : 200, {
    'content-type': file.lfs ? 'application/octet-stream' : 'text/plain; charset=utf-8',
    'content-length': String(end - start),
    'accept-ranges': 'bytes',
    etag: `"${etagOf(file)}"`,
    ...headers,
    ...(range ? { 'content-range': `bytes ${start}-${end - 1}/${file.size}` } : {}),
  });
  if (request.method === 'HEAD') return void response.end();
  if (!file.lfs) return void response.end(Buffer.from(file.content ?? '').subarray(start, end));
  // pipeline ends the generator when the client hangs up, so an abandoned download stops being produced.
  pipeline(lfsBytes(file.lfs.sha256, start, end, countLfsBytes), response, () => undefined);
}
