import type { Readable } from 'node:stream';
import { UPLOAD_FIELD, UPLOAD_TOO_LARGE, type AssetFile, type FileCopy, type FilePreview } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import type { DatasetTable } from '@bagel/asset-ports';
import { HttpError, type Principal } from '@bagel/server-kit';
import { ObjectTooLargeError, type ObjectStore } from '@bagel/storage';
import { ownedAsset, readableAsset } from './asset-access';
import type { AssetWithStats } from './assets.repository';
import { deleteFileRow, findFile, findFilesUnder, findPathClash, putFileRow, type AssetFileRow } from './asset-files.repository';
import { findFileCopies } from './file-copies.repository';
import { fileView, folderListing } from './folder-listing';
import { PreviewUnreadableError, PreviewUnsupportedError } from './preview/preview-source';
import { storeFile } from './store-file';
import { endMultipartUpload, lengthOrLimit, startMultipartUpload } from './uploads-in-flight';

export const FILE_NOT_FOUND = 'File not found';

/**
 * The files of assets: listing, upload, delete, copy status and preview, each after the caller's access is checked.
 * `now` is the clock copies and uploads in flight are dated by.
 */
export function createAssetFiles(db: Database, store: ObjectStore, now: () => number = Date.now) {
  /** Deleting bytes no row points at any more can fail without harm: the row is the truth, the object only space. */
  const forget = (key: string | undefined) => (key ? store.delete(key).catch(() => undefined) : Promise.resolve());

  async function refuseClash(assetId: string, path: string) {
    const clash = await findPathClash(db, assetId, path);
    if (clash !== undefined) throw new HttpError(409, `'${path}' clashes with '${clash}' in this asset`, 'path');
  }

  /** A file its owner or a buyer may read, or why not: 403 for a visitor, 404 for no such file. */
  async function readableFile(id: string, path: string, who: Principal): Promise<AssetFileRow> {
    await readableAsset(db, id, who);
    const file = await findFile(db, id, path);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND, 'path');
    return file;
  }

  return {
    refuseClash,

    async info(id: string, folder: string, who: Principal) {
      const { asset } = await readableAsset(db, id, who);
      const rows = await findFilesUnder(db, id, folder);
      if (folder !== '' && rows.length === 0) throw new HttpError(404, 'No such file or folder', 'path');
      return { dataset_id: asset.id, title: asset.title, tags: asset.tags, path: folder, files: folderListing(folder, rows) };
    },

    /** Checks everything that can be checked before a byte is read, so a refused upload costs nothing. */
    async prepareUpload(id: string, path: string, who: Principal) {
      const asset = await ownedAsset(db, id, who);
      await refuseClash(id, path);
      return asset;
    },

    /**
     * Streams a file into an asset its caller may change (see {@link prepareUpload}) and records it; up to an upload's
     * 500 MB unless `maxBytes` says otherwise (a hub clone's weights).
     */
    async keep(asset: AssetWithStats, path: string, source: Readable, contentType: string | null, maxBytes?: number): Promise<AssetFile> {
      let stored;
      try {
        stored = await storeFile(store, asset.id, source, { ipfs: asset.useIpfs, maxBytes });
      } catch (error) {
        if (error instanceof ObjectTooLargeError) {
          const detail = maxBytes === undefined ? UPLOAD_TOO_LARGE : `The file is larger than ${maxBytes} bytes`;
          throw new HttpError(413, detail, UPLOAD_FIELD, { cause: error });
        }
        throw error;
      }
      try {
        // Checked again at the end: another upload may have made the path a folder meanwhile.
        await refuseClash(asset.id, path);
        const { replacedKey } = await putFileRow(db, { assetId: asset.id, path, contentType, ...stored });
        await forget(replacedKey);
      } catch (error) {
        await forget(stored.storageKey);
        throw error;
      }
      const row = await findFile(db, asset.id, path);
      if (!row) throw new Error(`The file ${path} of ${asset.id} vanished right after its upload`);
      return fileView(row);
    },

    /**
     * A multipart upload of up to `declaredBytes` (the request's length; the 500 MB limit when unknown): it counts in its
     * owner's bytes in flight while it streams, and is refused with 429 before a byte is stored if they have no room.
     */
    async upload(
      id: string,
      path: string,
      source: Readable,
      { contentType, declaredBytes }: { contentType: string | null; declaredBytes: number | undefined },
      who: Principal,
    ): Promise<AssetFile> {
      const asset = await this.prepareUpload(id, path, who);
      const upload = await startMultipartUpload(
        db,
        { userId: asset.userId, assetId: id, bytes: lengthOrLimit(declaredBytes) },
        new Date(now()),
      );
      try {
        return await this.keep(asset, path, source, contentType);
      } finally {
        await endMultipartUpload(db, upload);
      }
    },

    async delete(id: string, path: string, who: Principal) {
      await ownedAsset(db, id, who);
      const key = await deleteFileRow(db, id, path);
      if (key === undefined) throw new HttpError(404, FILE_NOT_FOUND, 'file_path');
      await forget(key);
      return { message: 'File deleted successfully' };
    },

    async copyStatus(id: string, who: Principal): Promise<FileCopy[]> {
      await ownedAsset(db, id, who);
      return findFileCopies(db, id, new Date(now()));
    },

    readableFile,

    /** The bytes of a file from {@link readableFile}. */
    open: (file: AssetFileRow) => store.get(file.storageKey),

    async preview(id: string, path: string, who: Principal): Promise<FilePreview> {
      const file = await readableFile(id, path, who);
      try {
        // The readers (and their CSV and Parquet parsers) load with the first preview, not with every start of the api.
        const { previewFile } = await import('./preview/preview-file');
        return await previewFile({ path: file.path, size: file.size, read: (range) => store.get(file.storageKey, range) });
      } catch (error) {
        if (error instanceof PreviewUnsupportedError) throw new HttpError(415, error.message, 'path', { cause: error });
        if (error instanceof PreviewUnreadableError) throw new HttpError(422, error.message, 'path', { cause: error });
        throw error;
      }
    },

    /** Every row of a file its owner or a buyer trains on; the format errors are the preview's. */
    async table(id: string, path: string, who: Principal): Promise<DatasetTable> {
      const file = await readableFile(id, path, who);
      const { readTable } = await import('./preview/read-table');
      return readTable({ path: file.path, size: file.size, read: (range) => store.get(file.storageKey, range) });
    },
  };
}

export type AssetFiles = ReturnType<typeof createAssetFiles>;
