import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A resumable upload's id: its asset's id, then 16 random bytes, so an upload's URL names the asset it belongs to. */
export const UPLOAD_ID = /^([0-9a-f-]{36})_[0-9a-f]{32}$/;

export const assetIdOf = (uploadId: string): string | undefined => UPLOAD_ID.exec(uploadId)?.[1];

/**
 * The parts resumable uploads collect in tus's file store: `<id>` holds the bytes so far, `<id>.json` what the upload
 * declared. Removal takes both and is idempotent, so the refusal of an upload, its end and the sweep may all try it.
 */
export function tusParts(directory: string) {
  return {
    directory,

    /** Every upload with anything in the folder: its bytes, its info file, or both (a crash between writing the two). */
    async ids(): Promise<string[]> {
      const names = await readdir(directory).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      return [...new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => UPLOAD_ID.test(id)))];
    },

    async remove(id: string): Promise<void> {
      if (!UPLOAD_ID.test(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
      await Promise.all([rm(join(directory, id), { force: true }), rm(join(directory, `${id}.json`), { force: true })]);
    },
  };
}

export type TusParts = ReturnType<typeof tusParts>;
