import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { databaseErrorOf, violatedUniqueConstraint } from './database-error';
import { openTestDatabase } from './testing';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([]);
}, 60_000);
afterAll(() => database.close());

const failureOf = (statement: Promise<unknown>) => statement.then(() => undefined, (error: unknown) => error);

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
