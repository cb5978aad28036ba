import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { API_MIGRATIONS } from '@bagel/api';
import { applyMigrations, openDatabase, type DatabaseHandle } from '@bagel/db';

export type Engine = 'pglite' | 'postgres';

export interface ScratchDatabase {
  /** Opens it, migrated. */
  open(): Promise<DatabaseHandle>;
  /** How api is pointed at it: DATA_DIR (its PGlite is `<dataDir>/api`) or DATABASE_URL. */
  forApi: { dataDir?: string; databaseUrl?: string };
  remove(): Promise<void>;
}

/**
 * A database of its own, in the storage `npm start` uses: a PGlite data directory under `scratch`, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL. The bound and api's HTTP path each get one, so neither reads the other's rows.
 */
export async function scratchDatabase(engine: Engine, scratch: string, name: string): Promise<ScratchDatabase> {
  const migrated = async (handle: DatabaseHandle) => {
    await applyMigrations(handle, API_MIGRATIONS);
    return handle;
  };
  if (engine === 'pglite') {
    const dataDir = join(scratch, name);
    return {
      open: async () => migrated(await openDatabase({ dataDir: join(dataDir, 'api') })),
      forApi: { dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('postgres needs TEST_DATABASE_URL (run through tools/scripts/with-postgres.sh)');
  const database = `bagel_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    open: async () => migrated(await openDatabase({ url: url.toString(), poolSize: 20 })),
    forApi: { databaseUrl: url.toString() },
    remove: () => admin(`drop database if exists ${database} with (force)`),
  };
}
