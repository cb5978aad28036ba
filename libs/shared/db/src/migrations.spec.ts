import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { applyMigrations, type MigrationSet } from './migrations';
import { migrationsUpToDate } from './migrations-up-to-date';
import { openTestDatabase, queryRows } from './testing';

/** A set of migrations in a folder of the test's own, as drizzle-kit writes them; `add` checks in another one. */
function scratchSet(table: string) {
  const folder = mkdtempSync(join(tmpdir(), 'bagel-migrations-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'meta'));
  const entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] = [];
  const set: MigrationSet = { folder, table };
  return {
    set,
    add(statement: string) {
      const tag = `${String(entries.length).padStart(4, '0')}_step`;
      entries.push({ idx: entries.length, version: '7', when: 1_700_000_000_000 + entries.length, tag, breakpoints: true });
      writeFileSync(join(folder, `${tag}.sql`), statement);
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
    },
  };
}

const tablesIn = async (db: Parameters<typeof queryRows>[0]) =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'scratch' order by 1`,
    )
  ).map((row) => row.name);

describe('applyMigrations', () => {
  it('applies what was checked in after the database was migrated: a set of a new domain, a new migration of a set', async () => {
    const handle = await openTestDatabase([]);
    onTestFinished(() => handle.close());
    const first = scratchSet('__first_migrations');
    first.add('create schema scratch; --> statement-breakpoint\ncreate table scratch.one (id int)');
    expect(await migrationsUpToDate(handle.db, [first.set], 'drizzle')).toBe(false);
    await applyMigrations(handle, [first.set]);
    expect(await migrationsUpToDate(handle.db, [first.set], 'drizzle')).toBe(true);

    const second = scratchSet('__second_migrations');
    second.add('create table scratch.two (id int)');
    expect(await migrationsUpToDate(handle.db, [first.set, second.set], 'drizzle')).toBe(false);
    await applyMigrations(handle, [first.set, second.set]);
    first.add('create table scratch.three (id int)');
    expect(await migrationsUpToDate(handle.db, [first.set, second.set], 'drizzle')).toBe(false);
    await applyMigrations(handle, [first.set, second.set]);

    expect(await tablesIn(handle.db)).toEqual(['one', 'three', 'two']);
    expect(await migrationsUpToDate(handle.db, [first.set, second.set], 'drizzle')).toBe(true);
  });
});
