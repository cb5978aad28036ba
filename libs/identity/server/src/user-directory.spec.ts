import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { identityMigrations } from './identity.migrations';
import { users } from './identity.schema';
import { createUserDirectory } from './user-directory';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([identityMigrations]);
}, 60_000);
afterAll(() => database.close());

it('finds a provisioned user by id or by username in any case, and nobody else', async () => {
  const alice = { id: randomUUID(), username: 'Alice.B', email: 'alice@example.com' };
  await database.db.insert(users).values(alice);
  const directory = createUserDirectory(database.db);
  const found = { id: alice.id, username: 'Alice.B' };
  expect(await directory.findUser(alice.id)).toEqual(found);
  expect(await directory.findUser(alice.id.toUpperCase())).toEqual(found);
  expect(await directory.findUser('alice.b')).toEqual(found);
  expect(await directory.findUser('alice_b')).toBeUndefined();
  expect(await directory.findUser(randomUUID())).toBeUndefined();
}, 30_000);
