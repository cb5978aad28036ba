import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import type { LedgerPort } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { rowsOf } from './history.repository';
import { createLedger, type Ledger } from './ledger';
import { IdempotencyKeyReusedError } from './ledger-errors';
import { createLedgerPort } from './ledger-port';
import { auditLedger, createMemoryDirectory } from './testing';
import { walletMigrations } from './wallet.migrations';

let database: DatabaseHandle;
let ledger: Ledger;
let port: LedgerPort;
const directory = createMemoryDirectory();
const admin = directory.add('pool_admin');
beforeAll(async () => {
  database = await openTestDatabase([walletMigrations]);
  ledger = createLedger(database.db, directory);
  port = createLedgerPort(database.db, directory);
});
afterAll(() => database.close());

/** The migration's funding: 25,000 BGL from platform revenue. */
const INITIAL_POOL = 2_500_000;

const bonus = (userId: string, amount: number, key: string = randomUUID()) =>
  port.bonus({ userId, amount, idempotencyKey: `test-bonus:${key}`, description: 'Referral bonus' });
const fund = (amount: number, idempotencyKey: string = randomUUID()) =>
  ledger.fundReferralPool({ adminId: admin.id, amount, idempotencyKey });
const pool = () => ledger.referralPoolBalance();

/** Brings the pool to exactly `target` hundredths through the ledger: a bonus takes out, a funding puts in. */
async function setPool(target: number): Promise<void> {
  const now = await pool();
  if (now > target) await bonus(directory.add().id, now - target);
  if (now < target) await fund(target - now);
  expect(await pool()).toBe(target);
}

/** What a refused call answered: '422 Insufficient balance' for a bonus the pool cannot cover. */
const outcome = (settled: PromiseSettledResult<unknown>) =>
  settled.status === 'fulfilled'
    ? 'paid'
    : settled.reason instanceof HttpError
      ? `${settled.reason.statusCode} ${settled.reason.message}`
      : String(settled.reason);

async function revenue(): Promise<number> {
  const [row] = await rowsOf<{ balance: string | number }>(
    database.db,
    sql`select balance from wallet.accounts where code = 'platform_revenue'`,
  );
  return Number(row?.balance);
}

const booksBalanced = async () =>
  expect(await auditLedger(database.db)).toMatchObject({ total: 0, unbalancedTransfers: 0, driftedAccounts: 0, negativeUserAccounts: 0 });

describe('the referral pool', () => {
  it('starts with 25,000 BGL moved from platform revenue, the books balanced', async () => {
    expect(await pool()).toBe(INITIAL_POOL);
    expect(await revenue()).toBe(-INITIAL_POOL);
    await booksBalanced();
  });

  it('pays bonuses down to exactly 0 and refuses one more with 422, moving nothing', async () => {
    await setPool(300);
    const friend = directory.add();
    expect(await bonus(friend.id, 300)).toMatchObject({ balance: 300, replayed: false });
    expect(await pool()).toBe(0);

    const late = directory.add();
    const refused = await Promise.allSettled([bonus(late.id, 1)]);
    expect(refused.map(outcome)).toEqual(['422 Insufficient balance']);
    expect(await port.balanceOf(late.id)).toBe(0);
    expect(await pool()).toBe(0);
    // The refused key was not claimed: once the pool is funded, the same bonus is paid.
    await fund(1_000);
    const key = randomUUID();
    await expect(bonus(late.id, 125, key)).resolves.toMatchObject({ balance: 125, replayed: false });
    await expect(bonus(late.id, 125, key)).resolves.toMatchObject({ balance: 125, replayed: true });
    expect(await pool()).toBe(875);
    await booksBalanced();
  });

  it('lets concurrent bonuses take only what the pool holds', async () => {
    await setPool(1_000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => bonus(directory.add().id, 125)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(8);
    expect(new Set(results.filter((result) => result.status === 'rejected').map(outcome))).toEqual(new Set(['422 Insufficient balance']));
    expect(await pool()).toBe(0);
    await booksBalanced();
  });

  it('funds the pool once per admin key, from platform revenue', async () => {
    await setPool(0);
    const before = await revenue();
    const key = randomUUID();
    expect((await fund(50_000, key)).balance).toBe(50_000);
    expect(await fund(50_000, key)).toMatchObject({ balance: 50_000, replayed: true });
    await expect(fund(60_000, key)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await pool()).toBe(50_000);
    expect(await revenue()).toBe(before - 50_000);
    await booksBalanced();
  });

  it("pays a bonus on the caller's transaction: it rolls back with the caller's writes, and a refusal aborts them", async () => {
    await setPool(500);
    await database.db.execute(sql`create table if not exists pool_test_marks (id text primary key)`);
    const friend = directory.add();
    const mark = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pool_test_marks values (${mark})`);
        await port.bonus({ userId: friend.id, amount: 200, idempotencyKey: `test-bonus:${mark}`, description: 'Referral bonus' }, tx);
        throw new Error('The caller changed its mind');
      }),
    ).rejects.toThrow('The caller changed its mind');
    expect(await port.balanceOf(friend.id)).toBe(0);
    expect(await pool()).toBe(500);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pool_test_marks values (${mark})`);
        await port.bonus({ userId: friend.id, amount: 600, idempotencyKey: `test-bonus:${mark}`, description: 'Referral bonus' }, tx);
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await rowsOf(database.db, sql`select id from pool_test_marks where id = ${mark}`)).toEqual([]);
    expect(await pool()).toBe(500);

    const receipt = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pool_test_marks values (${mark})`);
      return port.bonus({ userId: friend.id, amount: 200, idempotencyKey: `test-bonus:${mark}`, description: 'Referral bonus' }, tx);
    });
    expect(receipt).toMatchObject({ balance: 200, replayed: false });
    expect(await pool()).toBe(300);
    await booksBalanced();
  });

  it('never goes below 0 and pays exactly what it covers, whatever the order of bonuses and fundings', async () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('bonus' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
      fc.record({ op: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 50_000 }), fc.array(step, { minLength: 1, maxLength: 20 }), async (start, steps) => {
        await setPool(start);
        let model = start;
        for (const { op, amount } of steps) {
          if (op === 'fund') {
            await fund(amount);
            model += amount;
            continue;
          }
          const friend = directory.add();
          const [result] = await Promise.allSettled([bonus(friend.id, amount)]);
          if (!result) throw new Error('No result');
          expect(outcome(result)).toBe(amount <= model ? 'paid' : '422 Insufficient balance');
          expect(await port.balanceOf(friend.id)).toBe(amount <= model ? amount : 0);
          if (amount <= model) model -= amount;
          expect(await pool()).toBe(model);
        }
        await booksBalanced();
      }),
      { numRuns: 25 },
    );
  });
});
