import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { assetFiles } from './assets.schema';

export type AssetFileRow = typeof assetFiles.$inferSelect;

/** The files at or under `folder` ('' is the root), ordered by path. */
export async function findFilesUnder(db: Database, assetId: string, folder: string): Promise<AssetFileRow[]> {
  const under = folder === '' ? sql`true` : or(eq(assetFiles.path, folder), sql`starts_with(${assetFiles.path}, ${`${folder}/`})`);
  return db
    .select()
    .from(assetFiles)
    .where(and(eq(assetFiles.assetId, assetId), under))
    .orderBy(assetFiles.path);
}

export async function findFile(db: Database, assetId: string, path: string): Promise<AssetFileRow | undefined> {
  const [row] = await db
    .select()
    .from(assetFiles)
    .where(and(eq(assetFiles.assetId, assetId), eq(assetFiles.path, path)));
  return row;
}

/** The folders a path lives in: `a/b/c` → `a`, `a/b`. */
const foldersOf = (path: string) =>
  path
    .split('/')
    .slice(0, -1)
    .map((_, index, segments) => segments.slice(0, index + 1).join('/'));

/**
 * What stands in the way of a file at `path`: a file where one of its folders would be, or files under a folder of
 * that name. A file may replace a file of the same path.
 */
export async function findPathClash(db: Database, assetId: string, path: string): Promise<string | undefined> {
  const folders = foldersOf(path);
  const [row] = await db
    .select({ path: assetFiles.path })
    .from(assetFiles)
    .where(
      and(
        eq(assetFiles.assetId, assetId),
        or(sql`starts_with(${assetFiles.path}, ${`${path}/`})`, folders.length > 0 ? inArray(assetFiles.path, folders) : sql`false`),
      ),
    )
    .limit(1);
  return row?.path;
}

/** Records a stored file, replacing the row of the same path; answers the storage key the old row pointed at. */
export async function putFileRow(db: Database, file: typeof assetFiles.$inferInsert): Promise<{ replacedKey: string | undefined }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ storageKey: assetFiles.storageKey })
      .from(assetFiles)
      .where(and(eq(assetFiles.assetId, file.assetId), eq(assetFiles.path, file.path)))
      .for('update');
    await tx
      .insert(assetFiles)
      .values(file)
      .onConflictDoUpdate({
        target: [assetFiles.assetId, assetFiles.path],
        set: {
          storageKey: file.storageKey,
          size: file.size,
          contentType: file.contentType,
          sha256: file.sha256,
          cid: file.cid,
          uploadedAt: new Date(),
        },
      });
    return { replacedKey: previous?.storageKey };
  });
}

/** Deletes the row; answers the storage key of the bytes to delete next, or undefined when there was no such file. */
export async function deleteFileRow(db: Database, assetId: string, path: string): Promise<string | undefined> {
  const [row] = await db
    .delete(assetFiles)
    .where(and(eq(assetFiles.assetId, assetId), eq(assetFiles.path, path)))
    .returning({ storageKey: assetFiles.storageKey });
  return row?.storageKey;
}
