import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './database';
import { migrationsUpToDate } from './migrations-up-to-date';

/** One domain's checked-in migrations, tracked in its own table so domains migrate independently. */
export interface MigrationSet {
  folder: string;
  table: string;
}

/** Any number that two apps sharing one PostgreSQL agree on; it only has to be stable. */
const MIGRATION_LOCK = 727_274;

/** Where drizzle keeps each set's table of applied migrations. */
const MIGRATIONS_SCHEMA = 'drizzle';

/**
 * Applies the sets in order. Several processes starting at once take turns on an advisory lock. A database that has
 * every migration already (a restart) is left alone after one look, without the lock: what the look sees is committed.
 */
export async function applyMigrations(handle: DatabaseHandle, sets: readonly MigrationSet[]): Promise<void> {
  if (await migrationsUpToDate(handle.db, sets, MIGRATIONS_SCHEMA)) return;
  await handle.withSingleConnection(async (db) => {
    if (handle.kind === 'postgres') await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      for (const set of sets) {
        const config = { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: MIGRATIONS_SCHEMA };
        if (handle.kind === 'postgres') await migratePostgres(db as unknown as NodePgDatabase, config);
        else await migratePglite(db as unknown as PgliteDatabase, config);
      }
    } finally {
      if (handle.kind === 'postgres') await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
