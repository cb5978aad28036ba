import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { apiKeysMigrations } from './api-keys.migrations';
import { users } from './api-keys.schema';
import { createUserDirectory } from './user-directory';

/** The admin domain's setting, as the app wires it; counts its reads. */
function waitlistSwitch(enabled: boolean) {
  const setting = { enabled, reads: 0 };
  return { setting, waitlist: { isEnabled: async () => (setting.reads++, setting.enabled) } };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([apiKeysMigrations]);
}, 60_000);
afterAll(() => database.close());

it('finds provisioned users by id or by username in any case, with when they signed up, and nobody else', async () => {
  const createdAt = new Date('2024-05-01T10:00:00.000Z');
  const alice = { id: randomUUID(), username: 'Alice.B', email: 'alice@example.com', createdAt };
  await database.db.insert(users).values(alice);
  const directory = createUserDirectory(database.db, waitlistSwitch(true).waitlist);
  const found = { id: alice.id, username: 'Alice.B', waitlisted: false, createdAt };
  expect(await directory.findUsers([alice.id, alice.id.toUpperCase(), 'alice.b', 'ALICE.B'])).toEqual([found, found, found, found]);
  expect(await directory.findUsers(['alice_b', randomUUID(), 'Alice.B'])).toEqual([undefined, undefined, found]);
  expect(await directory.findUsers([])).toEqual([]);
}, 30_000);

it('finds a sender and a recipient in one lookup, in the order asked', async () => {
  const bob = { id: randomUUID(), username: 'bob_c', email: 'bob_c@example.com' };
  const carol = { id: randomUUID(), username: 'carol_d', email: 'carol_d@example.com' };
  await database.db.insert(users).values([bob, carol]);
  const directory = createUserDirectory(database.db, waitlistSwitch(false).waitlist);
  expect(await directory.findUsers([carol.id, 'BOB_C'])).toEqual([
    { id: carol.id, username: 'carol_d', waitlisted: false, createdAt: expect.any(Date) },
    { id: bob.id, username: 'bob_c', waitlisted: false, createdAt: expect.any(Date) },
  ]);
}, 30_000);

it('says a user is waitlisted only while their role is waitlist and the setting is on, reading it only for them', async () => {
  const dave = { id: randomUUID(), username: 'dave_e', email: 'dave_e@example.com', role: 'waitlist' as const };
  const erin = { id: randomUUID(), username: 'erin_f', email: 'erin_f@example.com' };
  await database.db.insert(users).values([dave, erin]);
  const { setting, waitlist } = waitlistSwitch(true);
  const directory = createUserDirectory(database.db, waitlist);

  expect(await directory.findUsers([erin.id])).toEqual([
    { id: erin.id, username: 'erin_f', waitlisted: false, createdAt: expect.any(Date) },
  ]);
  expect(setting.reads).toBe(0);
  expect(await directory.findUsers([dave.id, erin.id])).toEqual([
    { id: dave.id, username: 'dave_e', waitlisted: true, createdAt: expect.any(Date) },
    { id: erin.id, username: 'erin_f', waitlisted: false, createdAt: expect.any(Date) },
  ]);
  expect(setting.reads).toBe(1);
  setting.enabled = false;
  expect(await directory.findUsers(['DAVE_E'])).toEqual([
    { id: dave.id, username: 'dave_e', waitlisted: false, createdAt: expect.any(Date) },
  ]);
}, 30_000);
