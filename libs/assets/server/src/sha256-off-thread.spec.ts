import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { sha256OffThread } from './sha256-off-thread';

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Streams `bytes` through the hasher in `chunkBytes` pieces; answers the digest and what came out the other side. */
async function hashThrough(bytes: Buffer, chunkBytes: number) {
  const hasher = sha256OffThread();
  const out: Buffer[] = [];
  const pieces = Math.max(1, Math.ceil(bytes.length / chunkBytes));
  const chunks = Array.from({ length: pieces }, (_, i) => bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  await pipeline(Readable.from(chunks), hasher.stream, sink);
  return { digest: await hasher.digest, passed: Buffer.concat(out) };
}

describe('sha256OffThread', () => {
  it('hashes what flows by, of any size and in any pieces, and passes every byte on unchanged', async () => {
    for (const [size, chunk] of [
      [0, 1],
      [1, 1],
      [MiB - 1, 64 * 1024],
      [MiB, 7_000],
      // More than all the batches at once, so the stream waits for the thread to hand them back.
      [17 * MiB + 123, 64 * 1024],
      [3 * MiB, 3 * MiB],
    ] as const) {
      const bytes = randomBytes(size);
      const { digest, passed } = await hashThrough(bytes, chunk);
      expect(digest, `${size} bytes in ${chunk}-byte chunks`).toBe(sha256(bytes));
      expect(passed.equals(bytes)).toBe(true);
    }
  });

  it('keeps uploads hashed at the same time apart', async () => {
    const files = [randomBytes(3 * MiB), randomBytes(2 * MiB + 5), randomBytes(10)];
    const digests = await Promise.all(files.map(async (bytes) => (await hashThrough(bytes, 64 * 1024)).digest));
    expect(digests).toEqual(files.map(sha256));
  });

  it('rejects the digest of a stream destroyed before its end, and hashes the next one as usual', async () => {
    const broken = sha256OffThread();
    // As the upload's pipeline listens for it.
    broken.stream.on('error', () => undefined);
    broken.stream.write(randomBytes(2 * MiB));
    broken.stream.destroy(new Error('the client went away'));
    await expect(broken.digest).rejects.toThrow('the client went away');
    const bytes = randomBytes(MiB + 1);
    expect((await hashThrough(bytes, 64 * 1024)).digest).toBe(sha256(bytes));
  });
});
