import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { GenerationKind } from '@bagel/generation-contract';
import type { Database } from '@bagel/db';
import { generations, type GenerationRow } from './generation.schema';

export type NewGeneration = Pick<
  GenerationRow,
  'userId' | 'idempotencyKey' | 'kind' | 'prompt' | 'size' | 'seconds' | 'provider' | 'chargedHundredths'
>;

/**
 * Inserts a generation, pending unless `ended` says why it failed before it started; nothing when the user's key already
 * has one (a replay at the same moment).
 */
export async function insertGeneration(
  db: Database,
  generation: NewGeneration,
  ended?: { error: string },
): Promise<GenerationRow | undefined> {
  const [row] = await db
    .insert(generations)
    .values(ended ? { ...generation, status: 'failed', error: ended.error, finishedAt: new Date() } : { ...generation, status: 'pending' })
    .onConflictDoNothing({ target: [generations.userId, generations.idempotencyKey] })
    .returning();
  return row;
}

export async function findGenerationByKey(db: Database, userId: string, idempotencyKey: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findGeneration(db: Database, id: string): Promise<GenerationRow | undefined> {
  const [row] = await db.select().from(generations).where(eq(generations.id, id));
  return row;
}

export async function updateGeneration(db: Database, id: string, changes: Partial<Omit<GenerationRow, 'id'>>): Promise<void> {
  await db.update(generations).set(changes).where(eq(generations.id, id));
}

/** Ends a pending generation; undefined when it is no longer pending (it ended already, or was deleted). */
export async function finishGeneration(
  db: Database,
  id: string,
  changes: Pick<GenerationRow, 'status'> & Partial<Omit<GenerationRow, 'id'>>,
): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(generations)
    .set({ ...changes, finishedAt: new Date() })
    .where(and(eq(generations.id, id), eq(generations.status, 'pending')))
    .returning();
  return row;
}

export async function deleteGeneration(db: Database, id: string, userId: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .delete(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .returning();
  return row;
}

export interface GalleryPage {
  rows: GenerationRow[];
  hasMore: boolean;
}

/**
 * A user's outputs, newest first, made before `before`. The cursor is a moment, so a page never ends between two
 * outputs of the same millisecond: those are all on it (a page can then hold a few more than `limit`), and the next
 * page starts strictly before that moment.
 */
export async function galleryPage(
  db: Database,
  userId: string,
  { kind, before, limit }: { kind?: GenerationKind; before?: Date; limit: number },
): Promise<GalleryPage> {
  const mine = (...conditions: Array<SQL | undefined>) =>
    and(eq(generations.userId, userId), kind ? eq(generations.kind, kind) : undefined, ...conditions);
  const newestFirst = [desc(generations.createdAt), desc(generations.id)];
  const rows = await db
    .select()
    .from(generations)
    .where(mine(before ? lt(generations.createdAt, before) : undefined))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  if (rows.length <= limit) return { rows, hasMore: false };
  const page = rows.slice(0, limit);
  const last = page[limit - 1] as GenerationRow;
  if (rows[limit]?.createdAt.getTime() === last.createdAt.getTime()) {
    page.push(
      ...(await db
        .select()
        .from(generations)
        .where(mine(eq(generations.createdAt, last.createdAt), lt(generations.id, last.id)))
        .orderBy(...newestFirst)),
    );
  }
  const [older] = await db
    .select({ id: generations.id })
    .from(generations)
    .where(mine(lt(generations.createdAt, last.createdAt)))
    .limit(1);
  return { rows: page, hasMore: older !== undefined };
}
