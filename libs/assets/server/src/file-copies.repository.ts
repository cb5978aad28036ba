import { desc, eq } from 'drizzle-orm';
import type { FileCopy } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { fileCopies } from './assets.schema';

/** The copies into an asset, newest first, as the contract's files_copy_status shows them. */
export async function findFileCopies(db: Database, assetId: string): Promise<FileCopy[]> {
  const rows = await db.select().from(fileCopies).where(eq(fileCopies.assetId, assetId)).orderBy(desc(fileCopies.updatedAt)).limit(200);
  return rows.map((row) => ({
    file_path: row.filePath,
    status: row.status,
    bytes_copied: row.bytesCopied,
    total_bytes: row.totalBytes,
    error: row.error,
    updated_at: row.updatedAt.toISOString(),
  }));
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
