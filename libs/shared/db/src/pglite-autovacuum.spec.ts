import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { autovacuumPass, startAutovacuum } from './pglite-autovacuum';

let client: PGlite;
beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`create table lines (id serial primary key, account int not null);
    create table accounts (id int primary key, balance int not null);
    insert into accounts select g, 0 from generate_series(1, 10) g;
    analyze accounts`);
}, 60_000);
afterEach(() => client.close());

/** The counts a pass reads are flushed once the session is idle; a test reads them as the next idle moment would. */
const flushStatistics = () => client.query('select pg_stat_force_next_flush()');
const estimatedRows = async (table: string) =>
  (await client.query<{ reltuples: number }>(`select reltuples from pg_class where relname = $1`, [table])).rows[0]?.reltuples;

it('gives the planner the rows a table has now, and vacuums what autovacuum would, leaving quiet tables alone', async () => {
  await client.exec('insert into lines (account) select g % 10 from generate_series(1, 5000) g');
  await flushStatistics();
  expect(await estimatedRows('lines')).toBe(-1);

  expect(await autovacuumPass(client)).toEqual(['vacuum (analyze) public.lines']);
  expect(await estimatedRows('lines')).toBe(5000);

  await client.exec('update accounts set balance = balance + 1');
  await client.exec('update accounts set balance = balance + 1');
  await flushStatistics();
  expect(await autovacuumPass(client)).toEqual([]);
  for (let round = 0; round < 6; round++) await client.exec('update accounts set balance = balance + 1');
  await flushStatistics();
  expect(await autovacuumPass(client)).toEqual(['vacuum (analyze) public.accounts']);
  expect(await autovacuumPass(client)).toEqual([]);
});

it('runs a pass every naptime, and none once stopped', async () => {
  await client.exec('insert into lines (account) select g % 10 from generate_series(1, 5000) g');
  await flushStatistics();
  const autovacuum = startAutovacuum(client, 20);
  await vi.waitFor(async () => expect(await estimatedRows('lines')).toBe(5000), { timeout: 10_000 });
  await autovacuum.stop();

  const exec = vi.spyOn(client, 'exec');
  await client.exec('insert into lines (account) select g % 10 from generate_series(1, 5000) g');
  await flushStatistics();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(exec).toHaveBeenCalledTimes(1);
});
