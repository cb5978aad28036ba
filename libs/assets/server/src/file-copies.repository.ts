import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FileCopy } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import { fileCopies } from './assets.schema';

/**
 * A copy that has received nothing for this long was left by its client (a closed tab, a lost machine). It is shown as
 * failed rather than copying forever; its parts stay until the uploads sweep ends it, so until then the same upload
 * resumed where it stopped goes on.
 */
export const STALLED_AFTER_MS = 60 * 60 * 1000;
export const STALLED_UPLOAD = 'The upload stopped before it was complete. Choose the file again to resume it.';
/** Why the uploads sweep ended a copy: its part is gone, so a new upload starts from the first byte. */
export const EXPIRED_UPLOAD =
  'The upload stopped before it was complete and has expired. Choose the file again to upload it from the start.';

/** The copies into an asset, newest first, as the contract's files_copy_status shows them. */
export async function findFileCopies(db: Database, assetId: string, now: Date): Promise<FileCopy[]> {
  const rows = await db.select().from(fileCopies).where(eq(fileCopies.assetId, assetId)).orderBy(desc(fileCopies.updatedAt)).limit(200);
  return rows.map((row) => {
    const stalled = row.status === 'copying' && now.getTime() - row.updatedAt.getTime() > STALLED_AFTER_MS;
    return {
      file_path: row.filePath,
      status: stalled ? 'failed' : row.status,
      bytes_copied: row.bytesCopied,
      total_bytes: row.totalBytes,
      error: stalled ? STALLED_UPLOAD : row.error,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function startFileCopy(
  db: Database,
  copy: { id: string; assetId: string; filePath: string; totalBytes: number | null },
  now: Date,
): Promise<void> {
  await db
    .insert(fileCopies)
    .values({ ...copy, status: 'copying', updatedAt: now })
    .onConflictDoNothing();
}

/** Progress, or the end of a copy: 'copied' with all its bytes, or 'failed' with what went wrong. */
export async function updateFileCopy(
  db: Database,
  id: string,
  change: { bytesCopied?: number; status?: 'copied' | 'failed'; error?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(fileCopies)
    .set({ ...change, updatedAt: now })
    .where(eq(fileCopies.id, id));
}

/** Ends as failed, with {@link EXPIRED_UPLOAD}, every copy that has received nothing since `before`. */
export async function expireStalledCopies(db: Database, before: Date, now: Date): Promise<number> {
  const ended = await db
    .update(fileCopies)
    .set({ status: 'failed', error: EXPIRED_UPLOAD, updatedAt: now })
    .where(and(eq(fileCopies.status, 'copying'), lt(fileCopies.updatedAt, before)))
    .returning({ id: fileCopies.id });
  return ended.length;
}

/** Which of these copies are still copying. */
export async function copyingAmong(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: fileCopies.id })
    .from(fileCopies)
    .where(and(inArray(fileCopies.id, [...ids]), eq(fileCopies.status, 'copying')));
  return new Set(rows.map((row) => row.id));
}
