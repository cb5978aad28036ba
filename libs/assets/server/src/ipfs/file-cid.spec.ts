import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { importBytes } from 'ipfs-unixfs-importer';
import { describe, expect, it } from 'vitest';
import { cidTransform } from './file-cid';

async function cidThroughStream(chunks: Uint8Array[]): Promise<{ cid: string; output: Buffer }> {
  const { stream, cid } = cidTransform();
  const received: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received.push(chunk);
        callback();
      },
    }),
  );
  return { cid: await cid, output: Buffer.concat(received) };
}

describe('cidTransform', () => {
  it('gives the CID that ipfs add --cid-version=1 gives for a small file', async () => {
    const { cid, output } = await cidThroughStream([Buffer.from('hello\n')]);
    expect(cid).toBe('bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am');
    expect(output.toString()).toBe('hello\n');
  });

  it('gives the CID of an empty file', async () => {
    const { cid } = await cidThroughStream([]);
    expect(cid).toBe('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku');
  });

  it('gives a multi-block file the same dag-pb root as importing its bytes in one go, and passes the bytes on unchanged', async () => {
    const bytes = randomBytes(1024 * 1024 + 300 * 1024 + 7);
    // Uneven chunks, so the importer's 256 KiB blocks straddle the stream's chunks.
    const chunks: Uint8Array[] = [];
    for (let offset = 0; offset < bytes.length; offset += 100_003) chunks.push(bytes.subarray(offset, offset + 100_003));
    const reference = await importBytes(bytes, { put: (key) => key }, { cidVersion: 1, rawLeaves: true, reduceSingleLeafToSelf: true });

    const { cid, output } = await cidThroughStream(chunks);

    expect(cid).toBe(reference.cid.toString());
    expect(cid).toMatch(/^bafy/);
    expect(output.equals(bytes)).toBe(true);
  });

  it('rejects the CID when the stream errors', async () => {
    const { stream, cid } = cidTransform();
    stream.on('error', () => undefined);
    stream.write(Buffer.from('part of a file'));
    stream.destroy(new Error('upload aborted'));
    await expect(cid).rejects.toThrow('upload aborted');
  });

  it('rejects the CID when the stream is destroyed without an error', async () => {
    const { stream, cid } = cidTransform();
    stream.write(Buffer.from('part of a file'));
    stream.destroy();
    await expect(cid).rejects.toThrow('The stream closed before its end');
  });

  it('leaves no unhandled rejection when a destroyed stream is abandoned', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const { stream } = cidTransform();
      stream.on('error', () => undefined);
      stream.write(Buffer.from('part of a file'));
      stream.destroy(new Error('client went away'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
