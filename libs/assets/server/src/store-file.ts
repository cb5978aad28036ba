import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@bagel/assets-contract';
import type { ObjectStore } from '@bagel/storage';
import { sha256OffThread } from './sha256-off-thread';

export interface StoredFile {
  storageKey: string;
  size: number;
  sha256: string;
  cid: string | null;
}

/**
 * Streams a file's bytes into object storage under a fresh key, hashing them (and computing their IPFS CID for an
 * asset that asked for one) on the way, so no file is ever held whole in memory. More than `maxBytes` (an upload's
 * 500 MB unless told) rejects with the store's ObjectTooLargeError and keeps nothing.
 */
export async function storeFile(
  store: ObjectStore,
  assetId: string,
  source: Readable,
  { ipfs, maxBytes = MAX_UPLOAD_BYTES }: { ipfs: boolean; maxBytes?: number },
): Promise<StoredFile> {
  const storageKey = `assets/${assetId}/${randomUUID()}`;
  const sha = sha256OffThread();
  // The IPFS importer loads with the first file that asks for a CID, not with every start of the api.
  const cid = ipfs ? (await import('./ipfs/file-cid')).cidTransform() : undefined;
  // A failure anywhere destroys every stage, so the store sees its body fail and keeps nothing.
  const stages = cid ? [sha.stream, cid.stream] : [sha.stream];
  pipeline([source, ...stages], () => undefined);
  const body = stages.at(-1) as Transform;
  try {
    const { size } = await store.put(storageKey, body, { maxBytes });
    return { storageKey, size, sha256: await sha.digest, cid: cid ? await cid.cid : null };
  } catch (error) {
    source.destroy();
    throw error;
  } finally {
    cid?.cid.catch(() => undefined);
  }
}
