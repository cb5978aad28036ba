import { Readable } from 'node:stream';
import type { PreviewSource } from './preview-source';

export interface TestSource extends PreviewSource {
  /** The ranges asked for, a whole-file read as [0, size - 1]. */
  readonly reads: { start: number; end: number }[];
  /** Bytes the preview actually pulled from the streams. */
  bytesRead(): number;
}

/** A file in memory whose streams yield 64 KiB chunks only as they are consumed, for the preview tests. */
export function testSource(path: string, content: string | Uint8Array): TestSource {
  const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return lazySource(path, bytes.length, (start, end) => bytes.subarray(start, end + 1));
}

/** A file of `size` bytes made of `chunkOf(start, end)`, for files too large to hold in memory. */
export function lazySource(path: string, size: number, chunkOf: (start: number, end: number) => Buffer): TestSource {
  const reads: { start: number; end: number }[] = [];
  let bytesRead = 0;
  return {
    path,
    size,
    reads,
    bytesRead: () => bytesRead,
    read(range = { start: 0, end: size - 1 }) {
      reads.push(range);
      async function* chunks() {
        for (let start = range.start; start <= range.end; start += 64 * 1024) {
          const chunk = chunkOf(start, Math.min(start + 64 * 1024 - 1, range.end));
          bytesRead += chunk.length;
          yield chunk;
        }
      }
      return Promise.resolve(Readable.from(chunks(), { objectMode: false }));
    },
  };
}
