import { sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

/** Dates, intervals and numerics, alone and in arrays: the types drizzle has PGlite answer as text. */
const VALUES = `select timestamptz '2024-05-01 10:00:00+00' as at, timestamp '2024-05-01 10:00:00' as local_at,
  date '2024-05-01' as day, interval '1 day' as span, array[timestamptz '2024-05-01 10:00:00+00'] as ats,
  array[date '2024-05-01'] as days, array[1.5::numeric] as amounts, 7::int as count`;
const AS_TEXT = {
  at: '2024-05-01 10:00:00+00',
  local_at: '2024-05-01 10:00:00',
  day: '2024-05-01',
  span: '1 day',
  ats: '{"2024-05-01 10:00:00+00"}',
  days: '{2024-05-01}',
  amounts: '{1.5}',
  count: 7,
};
const events = pgTable('parser_events', { at: timestamp('at', { withTimezone: true }).notNull() });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await handle.db.execute(sql`create table parser_events (at timestamptz not null)`);
}, 60_000);
afterAll(() => handle.close());

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

it('answers drizzle as drizzle asks, in and out of transactions, with Dates where its columns make them', async () => {
  expect(rowsOf(await handle.db.execute(sql.raw(VALUES)))).toEqual([AS_TEXT]);
  expect(await handle.db.transaction(async (tx) => rowsOf(await tx.execute(sql.raw(VALUES))))).toEqual([AS_TEXT]);
  const at = new Date('2024-05-01T10:00:00.000Z');
  await handle.db.insert(events).values({ at });
  expect(await handle.db.select().from(events)).toEqual([{ at }]);
});

it('answers the job queue as PGlite itself does: Dates, and arrays of them', async () => {
  if (handle.driver.kind !== 'pglite') throw new Error('Expected PGlite');
  const expected = {
    ...AS_TEXT,
    at: new Date('2024-05-01T10:00:00.000Z'),
    local_at: expect.any(Date),
    day: new Date('2024-05-01T00:00:00.000Z'),
    ats: [new Date('2024-05-01T10:00:00.000Z')],
    days: [new Date('2024-05-01T00:00:00.000Z')],
    amounts: ['1.5'],
  };
  expect((await handle.driver.client.query(VALUES)).rows).toEqual([expected]);
  expect((await handle.driver.client.exec(VALUES)).flatMap((result) => result.rows)).toEqual([expected]);
});
