import { createCipheriv } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'vitest';

export const MiB = 1024 * 1024;
const CHUNK = 64 * 1024;
const AES_BLOCK = 16;
const PATTERN_KEY = Buffer.alloc(16, 0x5a);

/**
 * Bytes [offset, offset + length) of pattern `seed`: an AES-CTR keystream, so any stretch can be regenerated on its own and a test
 * checks a large body (or any range of it) chunk by chunk without ever holding it. The bytes look random, so a part stored twice,
 * dropped or out of order never matches by chance.
 */
export function patternBytes(seed: number, offset: number, length: number): Buffer {
  const firstBlock = Math.floor(offset / AES_BLOCK);
  const counter = Buffer.alloc(16);
  counter.writeUInt32BE(seed, 0);
  counter.writeBigUInt64BE(BigInt(firstBlock), 8);
  const skip = offset - firstBlock * AES_BLOCK;
  return createCipheriv('aes-128-ctr', PATTERN_KEY, counter)
    .update(Buffer.alloc(skip + length))
    .subarray(skip);
}

/** What goes wrong with a body: it errors (a failed read), or is destroyed without an error (a client that hung up). */
export interface BodyBreak {
  offset: number;
  error?: Error;
}

/** `size` bytes of pattern `seed`, generated as they are read; with `breakAt`, the stream fails once `breakAt.offset` bytes are out. */
export function patternBody(seed: number, size: number, breakAt?: BodyBreak): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (breakAt && sent >= breakAt.offset) {
        this.destroy(breakAt.error);
      } else if (sent >= size) {
        this.push(null);
      } else {
        const length = Math.min(CHUNK, size - sent, (breakAt?.offset ?? size) - sent);
        this.push(patternBytes(seed, sent, length));
        sent += length;
      }
    },
  });
}

/** Reads `stream` and checks it holds exactly bytes [start, start + length) of pattern `seed`, naming the first offset that differs. */
export async function expectPattern(stream: Readable, seed: number, start: number, length: number): Promise<void> {
  let read = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const expected = patternBytes(seed, start + read, Math.min(chunk.length, Math.max(length - read, 0)));
    if (!chunk.equals(expected)) expect.fail(`bytes differ from pattern ${seed} in the chunk at offset ${start + read}`);
    read += chunk.length;
  }
  expect(read).toBe(length);
}
