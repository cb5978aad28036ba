import { Readable } from 'node:stream';
import { README_PATH, MAX_README_BYTES } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import type { Principal } from '@bagel/server-kit';
import type { ObjectStore } from '@bagel/storage';
import { ownedAsset, visibleAsset } from './asset-access';
import { deleteFileRow, findFile } from './asset-files.repository';
import type { AssetFiles } from './asset-files.service';

/** Up to `maxBytes` of a stream, as UTF-8 (a character cut at the end is dropped). */
async function readUpTo(body: Readable, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) break;
  }
  body.destroy();
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks).subarray(0, maxBytes)).replace(/\uFFFD$/, '');
}

/**
 * An asset's card: its README.md, read for anyone who may see the asset (a market visitor reads the card before
 * buying), written by its owner as the file itself, so the file list, clones and downloads all see the same text.
 */
export function createReadmes(db: Database, store: ObjectStore, files: AssetFiles) {
  return {
    async read(id: string, who: Principal): Promise<{ content: string | null }> {
      await visibleAsset(db, id, who);
      const file = await findFile(db, id, README_PATH);
      if (!file) return { content: null };
      return { content: await readUpTo(await store.get(file.storageKey), MAX_README_BYTES) };
    },

    async write(id: string, content: string, who: Principal): Promise<{ content: string | null }> {
      const asset = await ownedAsset(db, id, who);
      if (content.trim() === '') {
        const key = await deleteFileRow(db, id, README_PATH);
        if (key !== undefined) await store.delete(key).catch(() => undefined);
        return { content: null };
      }
      await files.refuseClash(id, README_PATH);
      await files.keep(asset, README_PATH, Readable.from([Buffer.from(content, 'utf8')]), 'text/markdown', MAX_README_BYTES);
      return { content };
    },
  };
}
