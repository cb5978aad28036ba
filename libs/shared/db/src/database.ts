import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { lockDataDir } from './data-dir-lock';
import { pgliteListen, postgresNotifications, type Listen } from './database-notifications';
import { startAutovacuum } from './pglite-autovacuum';
import { parserViews, type PgliteSql } from './pglite-parsers';
import { withStartupTieringBudget } from './wasm-tiering-budget';

/** The one Drizzle type repositories see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The engine under the Drizzle client, for libraries that speak SQL themselves (the job queue), and its LISTEN: how a
 * process learns what another committed without asking every second.
 */
export type DatabaseDriver = ({ kind: 'pglite'; client: PgliteSql } | { kind: 'postgres'; pool: pg.Pool }) & { listen: Listen };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  driver: DatabaseDriver;
  /** For migrations, which must run on one connection under an advisory lock. */
  withSingleConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; when absent (and no url), an in-memory database. */
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir`) instead of running initdb. */
  template?: Blob;
  poolSize?: number;
  /** How long a new PostgreSQL connection may take before the query fails (and the caller answers 503). */
  connectTimeoutMs?: number;
  /** Told when PostgreSQL's LISTEN connection drops (it is opened again by itself). */
  onListenError?: (error: unknown) => void;
}

/**
 * Without a limit, node-postgres waits for a connection for as long as the kernel retries: a database host
 * that stopped answering would hold every request open instead of answering 503.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL zeroes its shared memory as it starts, and shared_buffers is most of it: the 128 MB initdb chose took a
 * fifth of a second of every PGlite start on two cores (and as much memory, in api and in edge) for a cache of pages
 * the operating system caches too. 32 MB is four thousand pages, three times the api's whole database when new.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    await pool.query('select 1').catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    // Losing the LISTEN connection is survivable (it reconnects, subscribers catch up); it must not crash the process.
    const notifications = postgresNotifications(options.url, options.onListenError ?? (() => undefined));
    return {
      db: drizzlePostgres(pool) as unknown as Database,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, listen: notifications.listen },
      async withSingleConnection(work) {
        const client = await pool.connect();
        try {
          return await work(drizzlePostgres(client) as unknown as Database);
        } finally {
          client.release();
        }
      },
      async close() {
        await notifications.close();
        await pool.end();
      },
    };
  }
  let unlock = () => undefined as void;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const client = await withStartupTieringBudget(() =>
    PGlite.create(options.dataDir, { startParams: PGLITE_START_PARAMS, ...(options.template ? { loadDataDir: options.template } : {}) }),
  ).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const { forDrizzle, forSql } = parserViews(client);
  const db = drizzlePglite(forDrizzle) as unknown as Database;
  const autovacuum = startAutovacuum(client);
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client: forSql, listen: pgliteListen(client) },
    withSingleConnection: (work) => work(db),
    async close() {
      await autovacuum.stop();
      await client.close();
      unlock();
    },
  };
}
