import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@bagel/db';
import type { WaitlistSwitch } from '@bagel/ports';
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

async function openDirectory(waitlist: WaitlistSwitch) {
  const directory = await createUserDirectory(database.db, waitlist, database.driver.listen);
  onTestFinished(() => directory.close());
  return directory;
}
beforeAll(async () => {
  database = await openTestDatabase([apiKeysMigrations]);
}, 60_000);
afterAll(() => database.close());

it('finds provisioned users by id or by username in any case, with when they signed up, and nobody else', async () => {
  const createdAt = new Date('2024-05-01T10:00:00.000Z');
  const alice = { id: randomUUID(), username: 'Alice.B', email: 'alice@example.com', createdAt };
  await database.db.insert(users).values(alice);
  const directory = await openDirectory(waitlistSwitch(true).waitlist);
  const found = { id: alice.id, username: 'Alice.B', waitlisted: false, createdAt };
  expect(await directory.findUsers([alice.id, alice.id.toUpperCase(), 'alice.b', 'ALICE.B'])).toEqual([found, found, found, found]);
  expect(await directory.findUsers(['alice_b', randomUUID(), 'Alice.B'])).toEqual([undefined, undefined, found]);
  expect(await directory.findUsers([])).toEqual([]);
}, 30_000);

it('finds a sender and a recipient in one lookup, in the order asked', async () => {
  const bob = { id: randomUUID(), username: 'bob_c', email: 'bob_c@example.com' };
  const carol = { id: randomUUID(), username: 'carol_d', email: 'carol_d@example.com' };
  await database.db.insert(users).values([bob, carol]);
  const directory = await openDirectory(waitlistSwitch(false).waitlist);
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
  const directory = await openDirectory(waitlist);

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

it('remembers the users it has read, and forgets one as soon as a new username or role or their deletion commits', async () => {
  const frank = { id: randomUUID(), username: 'frank_g', email: 'frank_g@example.com' };
  await database.db.insert(users).values(frank);
  const directory = await openDirectory(waitlistSwitch(true).waitlist);
  const [before] = await directory.findUsers(['frank_g']);

  // Nothing announces a new sign-up time (it never changes): what is answered is what was remembered.
  await database.db
    .update(users)
    .set({ createdAt: new Date('2020-01-01T00:00:00.000Z') })
    .where(eq(users.id, frank.id));
  expect(await directory.findUsers([frank.id, 'FRANK_G'])).toEqual([before, before]);

  await database.db.update(users).set({ username: 'frank_h' }).where(eq(users.id, frank.id));
  expect(await directory.findUsers(['frank_g', 'frank_h'])).toEqual([
    undefined,
    { id: frank.id, username: 'frank_h', waitlisted: false, createdAt: new Date('2020-01-01T00:00:00.000Z') },
  ]);

  await database.db.update(users).set({ role: 'waitlist' }).where(eq(users.id, frank.id));
  expect(await directory.findUsers([frank.id])).toMatchObject([{ waitlisted: true }]);

  await database.db.delete(users).where(eq(users.id, frank.id));
  expect(await directory.findUsers([frank.id, 'frank_h'])).toEqual([undefined, undefined]);
}, 30_000);
