import { createServer, type AddressInfo, type Socket } from 'node:net';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { databaseErrorOf, databaseUnreachable, violatedUniqueConstraint } from './database-error';
import { migratedTemplate } from './pglite-template';
import { openTestDatabase, usingPostgres } from './testing';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([]);
}, 60_000);
afterAll(() => database.close());

const failureOf = (statement: Promise<unknown>) =>
  statement.then(
    () => undefined,
    (error: unknown) => error,
  );

it('reads the SQLSTATE a function raised, through the wrapping Drizzle adds', async () => {
  const error = await failureOf(database.db.execute(sql.raw(`do $$ begin raise exception 'Short' using errcode = 'BGL99'; end $$`)));
  expect(databaseErrorOf(error)).toEqual({ code: 'BGL99' });
  expect(violatedUniqueConstraint(error)).toBeUndefined();
}, 30_000);

it('names the unique constraint a statement violated', async () => {
  await database.db.execute(sql`create table named_things (name text constraint named_things_name_key unique)`);
  await database.db.execute(sql`insert into named_things values ('one')`);
  const error = await failureOf(database.db.execute(sql`insert into named_things values ('one')`));
  expect(databaseErrorOf(error)).toEqual({ code: '23505', constraint: 'named_things_name_key' });
  expect(violatedUniqueConstraint(error)).toBe('named_things_name_key');
}, 30_000);

it('is not fooled by other errors that carry a code', () => {
  expect(databaseErrorOf(Object.assign(new Error('socket'), { code: 'EPIPE' }))).toBeUndefined();
  expect(databaseErrorOf('not an error')).toBeUndefined();
});

describe('databaseUnreachable', () => {
  it('is false for a statement the database refused', async () => {
    const refused = await failureOf(database.db.execute(sql`select * from no_such_table`));
    expect(databaseErrorOf(refused)?.code).toBe('42P01');
    expect(databaseUnreachable(refused)).toBe(false);
    expect(databaseUnreachable(new Error('something else'))).toBe(false);
  }, 30_000);

  it('is true for a query on a closed PGlite, through the wrapping Drizzle adds', async () => {
    const closed = await openDatabase({ template: await migratedTemplate([]) });
    await closed.close();
    const error = await failureOf(closed.db.execute(sql`select 1`));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(databaseUnreachable(error)).toBe(true);
  }, 60_000);

  it('is true for a pool whose server refuses connections', async () => {
    const port = await unusedPort();
    const pool = new pg.Pool({ connectionString: `postgres://bagel@127.0.0.1:${port}/bagel` });
    const error = await failureOf(drizzle(pool).execute(sql`select 1`));
    await pool.end();
    expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseUnreachable(error)).toBe(true);
  });

  it('is true when a connection outlasts the timeout openDatabase gives the pool', async () => {
    // A host that accepts the connection and never answers, as a hung or firewalled server does.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const error = await failureOf(openDatabase({ url: `postgres://bagel@127.0.0.1:${port}/bagel`, connectTimeoutMs: 200 }));
      expect((error as Error).message).toBe('Connection terminated due to connection timeout');
      expect(databaseUnreachable(error)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('is true for the SQLSTATEs of a server that is going away or cannot take connections', () => {
    const said = (code: string) => Object.assign(new pg.DatabaseError('the server said so', 0, 'error'), { severity: 'FATAL', code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001']) expect(databaseUnreachable(said(code)), code).toBe(true);
    expect(databaseUnreachable(said('57014'))).toBe(false);
  });

  it.skipIf(!usingPostgres())('is true for a connection the server terminated (57P01) on PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    client.on('error', () => undefined);
    await client.connect();
    const error = await failureOf(client.query('select pg_terminate_backend(pg_backend_pid())'));
    await client.end().catch(() => undefined);
    expect(databaseErrorOf(error)?.code).toBe('57P01');
    expect(databaseUnreachable(error)).toBe(true);
  });
});

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
