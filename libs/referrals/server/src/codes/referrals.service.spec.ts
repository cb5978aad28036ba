import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from '@bagel/jobs';
import type { BonusRequest, DirectoryUser, LedgerPort, UserDirectory } from '@bagel/ports';
import { referralsMigrations } from '../referrals.migrations';
import { redemptions } from '../referrals.schema';
import { bonusQueue, friendBonusKey, inviterBonusKey, type BonusJob } from './referral-bonuses';
import { findRedemption } from './referrals.repository';
import { createReferrals } from './referrals.service';

const silent = { warn: () => undefined, error: () => undefined };

/** The ledger's bonus as `LedgerPort` states it (a key applies once), and a switch that makes it unreachable. */
function bonusLedger() {
  const applied = new Map<string, BonusRequest>();
  const state = { down: false, calls: 0 };
  const ledger: LedgerPort = {
    balanceOf: async (userId) =>
      [...applied.values()].filter((request) => request.userId === userId).reduce((sum, request) => sum + request.amount, 0),
    async bonus(request) {
      state.calls++;
      if (state.down) throw new Error('The ledger is not reachable');
      const replayed = applied.has(request.idempotencyKey);
      if (!replayed) applied.set(request.idempotencyKey, request);
      return { transactionId: request.idempotencyKey, balance: 0, replayed };
    },
    charge: () => Promise.reject(new Error('Referrals never charge')),
    pay: () => Promise.reject(new Error('Referrals never pay')),
    refund: () => Promise.reject(new Error('Referrals never refund')),
    hasActivity: async () => applied.size > 0,
  };
  return { ledger, applied, state };
}

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

async function until(done: () => boolean | Promise<boolean>, what: string) {
  for (let tries = 0; tries < 600; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

let database: DatabaseHandle;
let jobs: JobQueue;
/** The ledger the backstop jobs pay through; they wait at a gate, so a test decides when they may run. */
const jobsLedger = bonusLedger();
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (openGate = resolve));
beforeAll(async () => {
  database = await openTestDatabase([referralsMigrations]);
  jobs = await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 });
  const queue = bonusQueue({ db: database.db, ledger: jobsLedger.ledger, log: silent });
  await jobs.work<BonusJob>({ ...queue, handler: async (job) => gate.then(() => queue.handler(job)) });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('redeeming a code', () => {
  it('promises the bonus when the ledger is down, and its backstop job pays it once the ledger is back', async () => {
    const { ledger, applied, state } = jobsLedger;
    const directory = memoryDirectory();
    const referrals = createReferrals({ db: database.db, jobs, ledger, directory, log: silent, bonusBackstopSeconds: 0 });
    const owner = directory.add();
    const friends = [directory.add(), directory.add(), directory.add()];
    const { referral_code: code } = await referrals.progress(owner.id);

    state.down = true;
    for (const friend of friends)
      expect(await referrals.redeem(friend.id, code)).toMatchObject({ valid: true, bonus: 125, replayed: false });
    expect(applied.size).toBe(0);
    expect(await referrals.progress(owner.id)).toMatchObject({ friends_joined: 3, inviter_bonus_paid: false });

    // The jobs meet the ledger back.
    state.down = false;
    openGate();
    await until(async () => (await referrals.progress(owner.id)).inviter_bonus_paid, 'the backstop jobs to pay');
    await until(async () => (await findRedemption(database.db, friends[2]?.id ?? ''))?.friendBonusPaidAt != null, 'the last friend');
    expect([...applied.keys()].sort()).toEqual([...friends.map((friend) => friendBonusKey(friend.id)), inviterBonusKey(owner.id)].sort());
    expect(applied.get(inviterBonusKey(owner.id))).toMatchObject({ userId: owner.id, amount: 37_500 });
    expect(applied.get(friendBonusKey(friends[0]?.id ?? ''))).toMatchObject({ amount: 12_500 });
  });

  it('pays what an earlier call left unpaid when the friend asks again, and then never calls the ledger again', async () => {
    const { ledger, applied, state } = bonusLedger();
    const directory = memoryDirectory();
    // No backstop within this test: the friend's second call settles it.
    const referrals = createReferrals({ db: database.db, jobs, ledger, directory, log: silent, bonusBackstopSeconds: 3600 });
    const owner = directory.add();
    const friend = directory.add();
    const { referral_code: code } = await referrals.progress(owner.id);
    state.down = true;
    await referrals.redeem(friend.id, code);
    state.down = false;
    expect(await referrals.redeem(friend.id, code.toLowerCase())).toEqual({ referral_code: code, valid: true, bonus: 125, replayed: true });
    expect([...applied.keys()]).toEqual([friendBonusKey(friend.id)]);
    const calls = state.calls;
    await referrals.redeem(friend.id, code);
    expect(state.calls).toBe(calls);
  });

  it('takes accounts up to 7 days old, counting from the directory’s sign-up time', async () => {
    const { ledger } = bonusLedger();
    const directory = memoryDirectory();
    const now = Date.parse('2025-03-10T12:00:00Z');
    const referrals = createReferrals({
      db: database.db,
      jobs,
      ledger,
      directory,
      log: silent,
      bonusBackstopSeconds: 3600,
      now: () => now,
    });
    const { referral_code: code } = await referrals.progress(directory.add().id);
    const day = 24 * 60 * 60 * 1000;
    const justInTime = directory.add(new Date(now - 7 * day));
    const tooLate = directory.add(new Date(now - 7 * day - 1000));
    expect(await referrals.redeem(justInTime.id, code)).toMatchObject({ valid: true });
    await expect(referrals.redeem(tooLate.id, code)).rejects.toMatchObject({ statusCode: 422, field: 'referral_code' });
    // Someone the directory does not know is refused the same way.
    await expect(referrals.redeem(randomUUID(), code)).rejects.toMatchObject({ statusCode: 422 });
  });
});

it('keeps the cap in the table itself: no code counts an eleventh friend, nor one friend twice', async () => {
  const directory = memoryDirectory();
  const { ledger } = bonusLedger();
  const referrals = createReferrals({ db: database.db, jobs, ledger, directory, log: silent });
  const owner = directory.add();
  const { referral_code: code } = await referrals.progress(owner.id);
  const row = { inviterId: owner.id, code };
  await expect(database.db.insert(redemptions).values({ ...row, inviteeId: randomUUID(), position: 11 })).rejects.toThrow();
  await database.db.insert(redemptions).values({ ...row, inviteeId: randomUUID(), position: 10 });
  await expect(database.db.insert(redemptions).values({ ...row, inviteeId: randomUUID(), position: 10 })).rejects.toThrow();
  const [count] = (
    (await database.db.execute(sql`select count(*)::int as n from referrals.redemptions where code = ${code}`)) as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  expect(count?.n).toBe(1);
});
