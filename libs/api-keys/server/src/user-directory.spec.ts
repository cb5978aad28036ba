import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { apiKeysMigrations } from './api-keys.migrations';
import { users } from './api-keys.schema';
import { createUserDirectory } from './user-directory';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([apiKeysMigrations]);
}, 60_000);
afterAll(() => database.close());

it('finds provisioned users by id or by username in any case, and nobody else', async () => {
  const alice = { id: randomUUID(), username: 'Alice.B', email: 'alice@example.com' };
  await database.db.insert(users).values(alice);
  const directory = createUserDirectory(database.db);
  const found = { id: alice.id, username: 'Alice.B' };
  expect(await directory.findUsers([alice.id, alice.id.toUpperCase(), 'alice.b', 'ALICE.B'])).toEqual([found, found, found, found]);
  expect(await directory.findUsers(['alice_b', randomUUID(), 'Alice.B'])).toEqual([undefined, undefined, found]);
  expect(await directory.findUsers([])).toEqual([]);
}, 30_000);

it('finds a sender and a recipient in one lookup, in the order asked', async () => {
  const bob = { id: randomUUID(), username: 'bob_c', email: 'bob_c@example.com' };
  const carol = { id: randomUUID(), username: 'carol_d', email: 'carol_d@example.com' };
  await database.db.insert(users).values([bob, carol]);
  const directory = createUserDirectory(database.db);
  expect(await directory.findUsers([carol.id, 'BOB_C'])).toEqual([
    { id: carol.id, username: 'carol_d' },
    { id: bob.id, username: 'bob_c' },
  ]);
}, 30_000);
