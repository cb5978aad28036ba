import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { serverKit } from '@bagel/server-kit';
import { deploymentsMigrations } from './deployments.migrations';
import { deploymentsPlugin } from './deployments.plugin';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([deploymentsMigrations]);
});
afterAll(() => database.close());

it('migrates into a schema of its own and registers on a server-kit app', async () => {
  const { rows } = (await database.db.execute(
    sql`select schema_name from information_schema.schemata where schema_name = 'deployments'`,
  )) as { rows: unknown[] };
  expect(rows).toHaveLength(1);

  const app = Fastify();
  await app.register(serverKit);
  await app.register(deploymentsPlugin, { db: database.db });
  await app.ready();
  expect(app.hasPlugin('deployments')).toBe(true);
  await app.close();
});
