import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { applyMigrations, type MigrationSet } from './migrations';
import { migratedTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite copied from a migrated template by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(sets: readonly MigrationSet[]): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    return openDatabase({ template: await migratedTemplate(sets) });
  }
  const name = `bagel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
  await applyMigrations(handle, sets);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const usingPostgres = (): boolean => Boolean(process.env['TEST_DATABASE_URL']);

/** Rows of a raw query, for reading back what a call stored (both drivers answer with `rows`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
