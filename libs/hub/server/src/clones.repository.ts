import { and, eq, sql } from 'drizzle-orm';
import type { HubRepoType } from '@bagel/hub-contract';
import type { Database } from '@bagel/db';
import { clones, type CloneRow } from './hub.schema';

export interface CloneKey {
  userId: string;
  repoType: HubRepoType;
  repoId: string;
}

const byKey = ({ userId, repoType, repoId }: CloneKey) =>
  and(eq(clones.userId, userId), eq(clones.repoType, repoType), eq(clones.repoId, repoId));

export async function findClone(db: Database, key: CloneKey): Promise<CloneRow | undefined> {
  const [row] = await db.select().from(clones).where(byKey(key));
  return row;
}

export async function findCloneById(db: Database, id: string): Promise<CloneRow | undefined> {
  const [row] = await db.select().from(clones).where(eq(clones.id, id));
  return row;
}

const freshProgress = { status: 'pending', filesDone: 0, filesTotal: null, bytesDone: 0, bytesTotal: null, detail: null, jobId: null };

/**
 * Starts a clone: a new row, or a failed one started again at `revision`. Undefined when the user's clone of the
 * repository is pending or done: one statement decides, so two requests at once start one clone.
 */
export async function startClone(db: Database, key: CloneKey, revision: string, assetId: string): Promise<CloneRow | undefined> {
  const [row] = await db
    .insert(clones)
    .values({ ...key, revision, assetId, ...freshProgress })
    .onConflictDoUpdate({
      target: [clones.userId, clones.repoType, clones.repoId],
      set: { ...freshProgress, revision, updatedAt: sql`now()` },
      setWhere: sql`${clones.status} = 'failed'`,
    })
    .returning();
  return row;
}

type Progress = Partial<Pick<CloneRow, 'status' | 'filesDone' | 'filesTotal' | 'bytesDone' | 'bytesTotal' | 'detail' | 'jobId'>>;

/** Records progress of a pending clone; a clone that is no longer pending (failed meanwhile) is left as it is. */
export async function updatePendingClone(db: Database, id: string, progress: Progress): Promise<void> {
  await db
    .update(clones)
    .set({ ...progress, updatedAt: sql`now()` })
    .where(and(eq(clones.id, id), eq(clones.status, 'pending')));
}

/**
 * Ends a pending clone's run (the one job `jobId` copies); undefined when it had ended already, or when it was started
 * again since, so an attempt left over from an earlier run cannot end the new one.
 */
export async function endPendingClone(
  db: Database,
  id: string,
  jobId: string,
  end: Pick<CloneRow, 'status' | 'detail'>,
): Promise<CloneRow | undefined> {
  const [row] = await db
    .update(clones)
    .set({ ...end, updatedAt: sql`now()` })
    .where(and(eq(clones.id, id), eq(clones.status, 'pending'), eq(clones.jobId, jobId)))
    .returning();
  return row;
}
