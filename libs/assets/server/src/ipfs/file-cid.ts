import { Transform } from 'node:stream';
import { importByteStream, type ImporterOptions, type WritableStorage } from 'ipfs-unixfs-importer';
import { ByteQueue } from './byte-queue';

/** What `ipfs add --cid-version=1` does: 256 KiB chunks, raw leaves, a balanced DAG of at most 174 links per node. */
const IPFS_ADD_V1: ImporterOptions = {
  cidVersion: 1,
  rawLeaves: true,
  reduceSingleLeafToSelf: true,
  // Blocks are only hashed (synchronously), so hashing several at once gains nothing, and the default of 50
  // would hold 50 chunks (12.5 MiB) per upload.
  blockWriteConcurrency: 1,
};

/** Bytes allowed to wait between the stream and the importer before the stream waits for the importer. */
const QUEUE_BYTES = 1024 * 1024;

/** Only the root CID is wanted (the bytes are stored elsewhere), so no block is kept. */
const discardBlocks: WritableStorage = { put: (cid) => cid };

/**
 * A pass-through stream that computes the file's IPFS CIDv1 (base32, `bafk…` or `bafy…`) from the bytes flowing through it.
 * `cid` settles before the stream ends, rejects if the stream is destroyed first, and never rejects unhandled.
 */
export function cidTransform(): { stream: Transform; cid: Promise<string> } {
  const queue = new ByteQueue(QUEUE_BYTES);
  const cid = importByteStream(queue, discardBlocks, IPFS_ADD_V1).then((root) => root.cid.toString());
  // Also handles the rejection for a caller that abandons the stream and never awaits `cid`.
  cid.catch((error: unknown) => queue.fail(error instanceof Error ? error : new Error(String(error))));

  let flushed = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      queue.push(chunk).then(() => callback(null, chunk), callback);
    },
    flush(callback) {
      flushed = true;
      queue.end();
      cid.then(() => callback(), callback);
    },
  });
  stream.once('close', () => {
    if (!flushed) queue.fail(stream.errored ?? new Error('The stream closed before its end'));
  });
  return { stream, cid };
}
