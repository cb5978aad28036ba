import type { Database } from '@bagel/db';
import type { ModelFiles } from '@bagel/ports';
import type { ObjectStore } from '@bagel/storage';
import { findFile, findFilesUnder } from './asset-files.repository';

/** The {@link ModelFiles} port: the asset's file records and the bytes the store keeps for them. */
export function createModelFiles(db: Database, store: ObjectStore): ModelFiles {
  return {
    async list(modelId) {
      const rows = await findFilesUnder(db, modelId, '');
      return rows.map(({ path, size, sha256 }) => ({ path, size, sha256 }));
    },
    async read(modelId, path) {
      const file = await findFile(db, modelId, path);
      return file && store.get(file.storageKey);
    },
  };
}
