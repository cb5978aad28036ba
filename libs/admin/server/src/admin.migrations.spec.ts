import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { applyMigrations, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { adminApiMigrations, adminEdgeMigrations } from './admin.migrations';

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

async function adminTables(handle: DatabaseHandle): Promise<string[]> {
  const result = (await handle.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'admin' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
}

it.each([
  ['edge first', [adminEdgeMigrations, adminApiMigrations]],
  ['api first', [adminApiMigrations, adminEdgeMigrations]],
])("lets edge's and api's admin migrations share one database (%s), leaving only api's setting table", async (_, sets) => {
  const handle = await openTestDatabase([]);
  opened.push(handle);
  for (const set of sets) await applyMigrations(handle, [set]);
  expect(await adminTables(handle)).toEqual(['platform_settings']);
});
