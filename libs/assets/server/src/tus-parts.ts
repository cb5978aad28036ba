import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { readOrCreateSecret } from '@bagel/server-kit';

/** A resumable upload's id: its asset's id, then 16 random bytes, so an upload's URL names the asset it belongs to. */
export const UPLOAD_ID = /^([0-9a-f-]{36})_[0-9a-f]{32}$/;

export const assetIdOf = (uploadId: string): string | undefined => UPLOAD_ID.exec(uploadId)?.[1];

export function assertUploadId(id: string): void {
  if (!UPLOAD_ID.test(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
}

/**
 * Where resumable uploads collect their parts until they are complete: tus's store for them, and what the uploads sweep
 * needs to find and remove the parts of uploads that ended. Removal is idempotent, so the refusal of an upload, its end
 * and the sweep may all try it.
 */
export interface TusParts {
  /** A finished upload's bytes are read back from it, to keep them in the object store. */
  datastore: DataStore & { read(id: string): Readable | Promise<Readable> };
  /** Names where the parts are: processes that share it sweep it once a period between them. */
  place: string;
  /** Runs one tus request (a store caching what it reads of an upload keeps it for that request only). */
  during<T>(work: () => Promise<T>): Promise<T>;
  /** Every upload with anything left of it in the store. */
  ids(): Promise<string[]>;
  remove(id: string): Promise<void>;
}

/**
 * Parts in tus's file store under `<uploadsDir>/tus`: `<id>` holds the bytes so far, `<id>.json` what the upload declared.
 * Only the processes that share the folder (one machine, or a shared volume) can resume an upload. The folder's place is
 * a random id kept beside it.
 */
export function localTusParts(uploadsDir: string): TusParts {
  const directory = join(uploadsDir, 'tus');
  return {
    datastore: new FileStore({ directory }),
    place: readOrCreateSecret(join(uploadsDir, 'sweep-id'), undefined),
    during: (work) => work(),

    /** Its bytes, its info file, or both (a crash between writing the two). */
    async ids() {
      const names = await readdir(directory).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      return [...new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => UPLOAD_ID.test(id)))];
    },

    async remove(id) {
      assertUploadId(id);
      await Promise.all([rm(join(directory, id), { force: true }), rm(join(directory, `${id}.json`), { force: true })]);
    },
  };
}
