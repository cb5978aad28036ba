import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { databaseErrorOf } from './database-error';
import type { MigrationSet } from './migrations';

/** PostgreSQL's undefined_table. */
const UNDEFINED_TABLE = '42P01';

/** When the newest migration of a set was made: drizzle-kit's journal names each migration with its `when`. */
function newestMigration(set: MigrationSet): number {
  const journal = JSON.parse(readFileSync(join(set.folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every set's table records its newest migration already, as it does on every start but the first after a
 * change: one statement for all the sets, where drizzle's migrator spends five on each to find it has nothing to do.
 * Drizzle applies a migration when its `when` is later than the newest `created_at` in the set's table, so none is
 * due once that is at least the newest `when`. A set whose table does not exist yet is not up to date.
 */
export async function migrationsUpToDate(db: Database, sets: readonly MigrationSet[], schema: string): Promise<boolean> {
  if (sets.length === 0) return true;
  const newestApplied = sql.join(
    sets.map(
      (set) =>
        sql`select ${set.table} as "table", max(created_at) as "createdAt" from ${sql.identifier(schema)}.${sql.identifier(set.table)}`,
    ),
    sql` union all `,
  );
  let rows: { table: string; createdAt: string | number | null }[];
  try {
    rows = ((await db.execute(newestApplied)) as { rows: typeof rows }).rows;
  } catch (error) {
    if (databaseErrorOf(error)?.code === UNDEFINED_TABLE) return false;
    throw error;
  }
  const applied = new Map(rows.map((row) => [row.table, Number(row.createdAt ?? 0)]));
  return sets.every((set) => (applied.get(set.table) ?? 0) >= newestMigration(set));
}
