import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { insertContactMessage } from './contact-messages.repository';
import { supportMigrations } from './support.migrations';
import { contactMessages } from './support.schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([supportMigrations]);
});
afterAll(() => database.close());

it('stores a message and returns its generated id and time', async () => {
  const userId = randomUUID();
  const before = Date.now();
  const stored = await insertContactMessage(database.db, { userId, subject: 'Billing', message: 'Where is my invoice?' });
  expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  const rows = await database.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
  expect(rows).toEqual([{ id: stored.id, userId, subject: 'Billing', message: 'Where is my invoice?', createdAt: stored.createdAt }]);
});
