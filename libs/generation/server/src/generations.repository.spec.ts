import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { generationMigrations } from './generation.migrations';
import { generations } from './generation.schema';
import { galleryPage, insertGeneration, type NewGeneration } from './generations.repository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([generationMigrations]);
});
afterAll(() => database.close());

const generation = (userId: string, fields: Partial<NewGeneration> = {}): NewGeneration => ({
  userId,
  idempotencyKey: randomUUID(),
  kind: 'image',
  prompt: 'a bagel',
  size: '512x512',
  seconds: null,
  provider: 'Local generator',
  chargedHundredths: 200,
  ...fields,
});

/** Stores outputs made at the given moments (milliseconds from a fixed start), as if asked for then. */
async function madeAt(userId: string, moments: number[], fields: Partial<NewGeneration> = {}) {
  const ids: string[] = [];
  for (const moment of moments) {
    const row = await insertGeneration(database.db, generation(userId, fields));
    if (!row) throw new Error('not inserted');
    await database.db
      .update(generations)
      .set({ createdAt: new Date(Date.UTC(2025, 0, 1) + moment) })
      .where(sql`id = ${row.id}`);
    ids.push(row.id);
  }
  return ids;
}

describe('the gallery', () => {
  it('keeps its own schema', async () => {
    const { rows } = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'generation'`,
    )) as { rows: Array<{ table_name: string }> };
    expect(rows.map((row) => row.table_name)).toEqual(['generations']);
  });

  it('writes one generation per user and key: a second insert with the key writes nothing', async () => {
    const userId = randomUUID();
    const first = generation(userId);
    expect(await insertGeneration(database.db, first)).toBeDefined();
    expect(await insertGeneration(database.db, { ...first, prompt: 'another' })).toBeUndefined();
    expect(await insertGeneration(database.db, { ...first, userId: randomUUID() })).toBeDefined();
  });

  it('pages newest first with a before cursor, only the one user and kind', async () => {
    const userId = randomUUID();
    await madeAt(userId, [1000, 2000, 3000, 4000, 5000]);
    await madeAt(userId, [4500], { kind: 'video', size: '256x256', seconds: 2 });
    await madeAt(randomUUID(), [6000]);
    const first = await galleryPage(database.db, userId, { kind: 'image', limit: 2 });
    expect(first.rows.map((row) => row.createdAt.getTime() % 100_000)).toEqual([5000, 4000]);
    expect(first.hasMore).toBe(true);
    const second = await galleryPage(database.db, userId, { kind: 'image', limit: 2, before: first.rows[1]?.createdAt });
    expect(second.rows.map((row) => row.createdAt.getTime() % 100_000)).toEqual([3000, 2000]);
    const last = await galleryPage(database.db, userId, { kind: 'image', limit: 2, before: second.rows[1]?.createdAt });
    expect(last.rows.map((row) => row.createdAt.getTime() % 100_000)).toEqual([1000]);
    expect(last.hasMore).toBe(false);
    expect((await galleryPage(database.db, userId, { limit: 10 })).rows).toHaveLength(6);
  });

  it('never ends a page between outputs of the same millisecond, so the next page misses none', async () => {
    const userId = randomUUID();
    await madeAt(userId, [1000, 2000, 2000, 2000, 3000]);
    const first = await galleryPage(database.db, userId, { limit: 2 });
    expect(first.rows.map((row) => row.createdAt.getTime() % 100_000)).toEqual([3000, 2000, 2000, 2000]);
    expect(first.hasMore).toBe(true);
    const second = await galleryPage(database.db, userId, { limit: 2, before: first.rows.at(-1)?.createdAt });
    expect(second.rows.map((row) => row.createdAt.getTime() % 100_000)).toEqual([1000]);
    expect(second.hasMore).toBe(false);
  });

  it('says there is no more when the page ends on the last of a tie', async () => {
    const userId = randomUUID();
    await madeAt(userId, [2000, 2000, 3000]);
    const page = await galleryPage(database.db, userId, { limit: 2 });
    expect(page.rows).toHaveLength(3);
    expect(page.hasMore).toBe(false);
  });
});
