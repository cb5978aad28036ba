import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase, queryRows } from '@bagel/db/testing';
import type { DirectoryUser, UserDirectory } from '@bagel/ports';
import { referralsMigrations } from '../referrals.migrations';
import { redemptions } from '../referrals.schema';
import { friendBonusKey, inviterBonusKey } from './referral-bonuses';
import { findRedemption } from './referrals.repository';
import { createReferrals } from './referrals.service';
import { poolLedger } from '../testing/pool-ledger';

const silent = { warn: () => undefined, error: () => undefined };

function memoryDirectory(): UserDirectory & { add(createdAt?: Date): DirectoryUser } {
  const users = new Map<string, DirectoryUser>();
  return {
    add(createdAt = new Date()) {
      const user = { id: randomUUID(), username: `user_${randomUUID().slice(0, 8)}`, waitlisted: false, createdAt };
      users.set(user.id, user);
      return user;
    },
    findUsers: async (ids) => ids.map((id) => users.get(id)),
  };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([referralsMigrations]);
});
afterAll(() => database.close());

/** A service on a funded pool of its own, with a directory of its own. */
async function setUp(poolHundredths = 1_000_000, now?: () => number) {
  const books = await poolLedger(database.db);
  await books.fund(poolHundredths);
  const directory = memoryDirectory();
  const referrals = createReferrals({ db: database.db, ledger: books.ledger, directory, log: silent, ...(now ? { now } : {}) });
  const codeOf = async (user: DirectoryUser) => (await referrals.progress(user.id)).referral_code;
  return { books, directory, referrals, codeOf };
}

const refusal = { statusCode: 422, field: 'referral_code' };

describe('redeeming a code', () => {
  it('pays the friend, and the owner at the third friend, in the transaction that records them; a replay pays nothing', async () => {
    const { books, directory, referrals, codeOf } = await setUp();
    const owner = directory.add();
    const friends = [directory.add(), directory.add(), directory.add()];
    const code = await codeOf(owner);
    for (const friend of friends)
      expect(await referrals.redeem(friend.id, code)).toEqual({ referral_code: code, valid: true, bonus: 125, replayed: false });
    expect(await referrals.redeem(friends[0]?.id ?? '', code.toLowerCase())).toEqual({
      referral_code: code,
      valid: true,
      bonus: 125,
      replayed: true,
    });

    expect(await books.paidKeys()).toEqual([...friends.map((friend) => friendBonusKey(friend.id)), inviterBonusKey(owner.id)].sort());
    expect(await books.ledger.balanceOf(owner.id)).toBe(37_500);
    expect(await books.ledger.balanceOf(friends[1]?.id ?? '')).toBe(12_500);
    expect(await books.pool()).toBe(1_000_000 - 3 * 12_500 - 37_500);
    expect(await referrals.progress(owner.id)).toMatchObject({ friends_joined: 3, inviter_bonus_paid: true });
    expect((await findRedemption(database.db, friends[2]?.id ?? ''))?.friendBonusPaidAt).not.toBeNull();
  });

  it('refuses a redemption the pool cannot cover, recording and paying nothing, and takes it once the pool is funded', async () => {
    const { books, directory, referrals, codeOf } = await setUp(2 * 12_500 + 12_500 + 37_500 - 1);
    const owner = directory.add();
    const code = await codeOf(owner);
    const [first, second, third] = [directory.add(), directory.add(), directory.add()];
    if (!first || !second || !third) throw new Error('No friends');
    await referrals.redeem(first.id, code);
    await referrals.redeem(second.id, code);

    // The third friend's redemption would also pay the owner's 375: the pool is 1 hundredth short of both.
    await expect(referrals.redeem(third.id, code)).rejects.toMatchObject(refusal);
    expect(await findRedemption(database.db, third.id)).toBeUndefined();
    expect(await referrals.progress(owner.id)).toMatchObject({ friends_joined: 2, inviter_bonus_paid: false });
    expect(await books.ledger.balanceOf(third.id)).toBe(0);
    expect(await books.pool()).toBe(12_500 + 37_500 - 1);

    await books.fund(1);
    expect(await referrals.redeem(third.id, code)).toMatchObject({ valid: true, replayed: false });
    expect(await books.pool()).toBe(0);
    expect(await referrals.progress(owner.id)).toMatchObject({ friends_joined: 3, inviter_bonus_paid: true });
  });

  it('lets concurrent redemptions of many codes take only what the pool holds', async () => {
    const { books, directory, referrals, codeOf } = await setUp(5 * 12_500);
    const codes = await Promise.all(Array.from({ length: 8 }, () => codeOf(directory.add())));
    const friends = codes.map(() => directory.add());
    const results = await Promise.allSettled(friends.map((friend, index) => referrals.redeem(friend.id, codes[index] ?? '')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject(refusal);
    expect(await books.pool()).toBe(0);
    const recorded = await Promise.all(friends.map((friend) => findRedemption(database.db, friend.id)));
    expect(recorded.filter(Boolean)).toHaveLength(5);
  });

  it("refuses a code whose owner joined with the caller's own, also when both redeem at the same moment", async () => {
    const { books, directory, referrals, codeOf } = await setUp();
    const [ann, ben] = [directory.add(), directory.add()];
    const [annCode, benCode] = [await codeOf(ann), await codeOf(ben)];
    await referrals.redeem(ann.id, benCode);
    await expect(referrals.redeem(ben.id, annCode)).rejects.toMatchObject(refusal);
    expect(await findRedemption(database.db, ben.id)).toBeUndefined();
    expect(await books.ledger.balanceOf(ben.id)).toBe(0);
    // Someone else may still join with Ann's code, and Ben with a third person's.
    expect(await referrals.redeem(directory.add().id, annCode)).toMatchObject({ valid: true });
    expect(await referrals.redeem(ben.id, await codeOf(directory.add()))).toMatchObject({ valid: true });

    for (let pair = 0; pair < 6; pair++) {
      const [one, two] = [directory.add(), directory.add()];
      const [oneCode, twoCode] = await Promise.all([codeOf(one), codeOf(two)]);
      const results = await Promise.allSettled([referrals.redeem(one.id, twoCode), referrals.redeem(two.id, oneCode)]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const paid = (await books.ledger.balanceOf(one.id)) + (await books.ledger.balanceOf(two.id));
      expect(paid).toBe(12_500);
    }
  });

  it('takes accounts up to 7 days old, counting from the directory’s sign-up time', async () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    const { directory, referrals, codeOf } = await setUp(1_000_000, () => now);
    const code = await codeOf(directory.add());
    const day = 24 * 60 * 60 * 1000;
    const justInTime = directory.add(new Date(now - 7 * day));
    const tooLate = directory.add(new Date(now - 7 * day - 1000));
    expect(await referrals.redeem(justInTime.id, code)).toMatchObject({ valid: true });
    await expect(referrals.redeem(tooLate.id, code)).rejects.toMatchObject(refusal);
    // Someone the directory does not know is refused the same way.
    await expect(referrals.redeem(randomUUID(), code)).rejects.toMatchObject({ statusCode: 422 });
  });
});

it('keeps the cap in the table itself: no code counts an eleventh friend, nor one friend twice', async () => {
  const { directory, codeOf } = await setUp();
  const owner = directory.add();
  const code = await codeOf(owner);
  const row = { inviterId: owner.id, code };
  await expect(database.db.insert(redemptions).values({ ...row, inviteeId: randomUUID(), position: 11 })).rejects.toThrow();
  await database.db.insert(redemptions).values({ ...row, inviteeId: randomUUID(), position: 10 });
  await expect(database.db.insert(redemptions).values({ ...row, inviteeId: randomUUID(), position: 10 })).rejects.toThrow();
  const [count] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from referrals.redemptions where code = ${code}`,
  );
  expect(count?.n).toBe(1);
});
