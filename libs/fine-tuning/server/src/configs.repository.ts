import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FineTunePayload } from '@bagel/fine-tuning-contract';
import type { Database } from '@bagel/db';
import { configs } from './fine-tuning.schema';

export type ConfigRow = typeof configs.$inferSelect;

export async function findConfigs(db: Database, userId: string): Promise<ConfigRow[]> {
  return db.select().from(configs).where(eq(configs.userId, userId)).orderBy(desc(configs.updatedAt), desc(configs.id));
}

export async function countConfigs(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(configs).where(eq(configs.userId, userId));
  return row?.total ?? 0;
}

export async function hasConfig(db: Database, userId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: configs.id })
    .from(configs)
    .where(and(eq(configs.userId, userId), eq(configs.name, name)));
  return row !== undefined;
}

/** Saves under a name, replacing what was saved under it: one statement, so two saves at once leave one row. */
export async function upsertConfig(db: Database, userId: string, name: string, payload: FineTunePayload): Promise<ConfigRow> {
  const [row] = await db
    .insert(configs)
    .values({ userId, name, payload })
    .onConflictDoUpdate({ target: [configs.userId, configs.name], set: { payload, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('Saving a config returned no row');
  return row;
}
