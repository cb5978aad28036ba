import type { Database } from '@bagel/db';
import type { AssetLibrary } from '@bagel/asset-ports';
import { HttpError } from '@bagel/server-kit';
import type { ObjectStore } from '@bagel/storage';
import { createAssetFiles } from './asset-files.service';
import { findAsset } from './assets.repository';
import { createAssets, type AssetsDependencies } from './assets.service';

/**
 * The {@link AssetLibrary} port other domains fill assets through (hub clones, fine-tuning): the same
 * creation, storage and file records as the HTTP calls, without an HTTP caller's access checks, since the calling
 * domain acts for the user it names.
 */
export function createAssetLibrary(db: Database, store: ObjectStore, dependencies: AssetsDependencies): AssetLibrary {
  const catalogue = createAssets(db, dependencies);
  const files = createAssetFiles(db, store);
  return {
    ensure: (id, asset) => catalogue.ensure(id, asset),
    async putFile(id, path, source, { contentType, maxBytes }) {
      const asset = await findAsset(db, id);
      if (!asset) {
        source.destroy();
        throw new Error(`Asset ${id} does not exist`);
      }
      const { size } = await files.keep(asset, path, source, contentType, maxBytes);
      return { size };
    },
    async readTable(id, path, readerId) {
      try {
        return await files.table(id, path, { kind: 'user', userId: readerId });
      } catch (error) {
        // Another user's dataset, one not bought, or no such file: all the same to the caller, as over HTTP.
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403)) return undefined;
        throw error;
      }
    },
  };
}
