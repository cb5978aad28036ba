import { desc, eq } from 'drizzle-orm';
import type { FileCopy } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { fileCopies } from './assets.schema';

/**
 * A copy that has received nothing for this long was left by its client (a closed tab, a lost machine). It is shown as
 * failed rather than copying forever; its parts stay, so the same file chosen again still resumes where it stopped.
 */
export const STALLED_AFTER_MS = 60 * 60 * 1000;
export const STALLED_UPLOAD = 'The upload stopped before it was complete. Choose the file again to resume it.';

/** The copies into an asset, newest first, as the contract's files_copy_status shows them. */
export async function findFileCopies(db: Database, assetId: string, now = new Date()): Promise<FileCopy[]> {
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

export async function startFileCopy(db: Database, copy: { id: string; assetId: string; filePath: string; totalBytes: number | null }) {
  await db
    .insert(fileCopies)
    .values({ ...copy, status: 'copying' })
    .onConflictDoNothing();
}

/** Progress, or the end of a copy: 'copied' with all its bytes, or 'failed' with what went wrong. */
export async function updateFileCopy(
  db: Database,
  id: string,
  change: { bytesCopied?: number; status?: 'copied' | 'failed'; error?: string | null },
): Promise<void> {
  await db
    .update(fileCopies)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(fileCopies.id, id));
}
