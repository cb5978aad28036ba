import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase, queryRows, usingPostgres } from '@bagel/db/testing';
import { API_MIGRATIONS } from './app';

const TRACKING_TABLES = ['__identity_migrations', '__admin_api_migrations', '__support_migrations', '__onboarding_migrations'];
const DOMAIN_TABLES = [
  'api_keys.users',
  'api_keys.api_keys',
  'api_keys.request_counters',
  'admin.platform_settings',
  'support.contact_messages',
  'onboarding.onboarding_steps',
];

async function appliedMigrations(handle: DatabaseHandle): Promise<number[]> {
  const counts: number[] = [];
  for (const table of TRACKING_TABLES) {
    const [row] = await queryRows<{ count: number }>(handle.db, sql.raw(`select count(*)::int as count from drizzle.${table}`));
    counts.push(row?.count ?? 0);
  }
  return counts;
}

async function existingTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('api_keys', 'admin', 'support', 'onboarding') order by 1`,
  );
  return rows.map((row) => row.name);
}

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

describe('migrations', () => {
  it('create every domain table once; applying them again (a restart) changes nothing', async () => {
    const handle = await openTestDatabase(API_MIGRATIONS);
    opened.push(handle);
    expect(await existingTables(handle)).toEqual([...DOMAIN_TABLES].sort());
    const before = await appliedMigrations(handle);
    expect(before.every((count) => count > 0)).toBe(true);
    await handle.db.execute(sql`insert into onboarding.onboarding_steps (user_id, step) values (gen_random_uuid(), 'create_model')`);
    await applyMigrations(handle, API_MIGRATIONS);
    expect(await appliedMigrations(handle)).toEqual(before);
    expect(await queryRows(handle.db, sql`select count(*)::int as count from onboarding.onboarding_steps`)).toEqual([{ count: 1 }]);
  });

  it.skipIf(usingPostgres())('survive a restart of a file-backed PGlite with its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-migrations-'));
    try {
      const first = await openDatabase({ dataDir });
      await applyMigrations(first, API_MIGRATIONS);
      await first.db.execute(
        sql`insert into support.contact_messages (user_id, subject, message) values (gen_random_uuid(), 'Hi', 'Hello')`,
      );
      const applied = await appliedMigrations(first);
      await first.close();
      const second = await openDatabase({ dataDir });
      try {
        await applyMigrations(second, API_MIGRATIONS);
        expect(await appliedMigrations(second)).toEqual(applied);
        expect(await queryRows(second.db, sql`select subject from support.contact_messages`)).toEqual([{ subject: 'Hi' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!usingPostgres())('can be applied by several processes at once on PostgreSQL', async () => {
    const handle = await openTestDatabase([]);
    opened.push(handle);
    // Each call takes its own pooled connection, as separate api processes would.
    await Promise.all([1, 2, 3].map(() => applyMigrations(handle, API_MIGRATIONS)));
    expect(await existingTables(handle)).toEqual([...DOMAIN_TABLES].sort());
    const counts = await appliedMigrations(handle);
    await applyMigrations(handle, API_MIGRATIONS);
    expect(await appliedMigrations(handle)).toEqual(counts);
  });
});
