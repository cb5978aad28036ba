import { text } from 'node:stream/consumers';
import type { AssetLibrary } from '@bagel/asset-ports';

/** Assets in memory: what a clone created and put. */
export function memoryLibrary() {
  const assets = new Map<string, { title: string; files: Map<string, string> }>();
  const library: AssetLibrary = {
    async ensure(id, asset) {
      if (!assets.has(id)) assets.set(id, { title: asset.title, files: new Map() });
    },
    async putFile(id, path, source) {
      const body = await text(source);
      assets.get(id)?.files.set(path, body);
      return { size: body.length };
    },
    // Clones only write.
    readTable: () => Promise.reject(new Error('A clone reads no dataset')),
  };
  return { assets, library };
}
