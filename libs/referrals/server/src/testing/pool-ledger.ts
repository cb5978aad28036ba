import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { queryRows } from '@bagel/db/testing';
import type { LedgerPort } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';

/**
 * `LedgerPort.bonus` as the wallet keeps it, in tables of this database: a key applies once, and the pool has a floor
 * of 0 (a bonus it cannot cover is a 422 and moves nothing). Written on the caller's transaction, so what a rolled-back
 * redemption paid disappears with it.
 */
export async function poolLedger(db: Database) {
  const pool = `test_pool_${randomUUID().replaceAll('-', '')}`;
  const paid = `test_paid_${randomUUID().replaceAll('-', '')}`;
  await db.execute(sql.raw(`create table ${pool} (balance bigint not null check (balance >= 0))`));
  await db.execute(sql.raw(`insert into ${pool} values (0)`));
  await db.execute(sql.raw(`create table ${paid} (key text primary key, user_id uuid not null, amount bigint not null)`));
  const unused = () => Promise.reject(new Error('Referrals only pay bonuses'));
  const ledger: LedgerPort = {
    async balanceOf(userId) {
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`select sum(amount) as total from ${sql.raw(paid)} where user_id = ${userId}`,
      );
      return Number(row?.total ?? 0);
    },
    async bonus(request, on = db) {
      const claimed = await queryRows(
        on,
        sql`insert into ${sql.raw(paid)} values (${request.idempotencyKey}, ${request.userId}, ${request.amount}) on conflict do nothing returning key`,
      );
      if (claimed.length === 0) return { transactionId: request.idempotencyKey, balance: 0, replayed: true };
      const taken = await queryRows(
        on,
        sql`update ${sql.raw(pool)} set balance = balance - ${request.amount} where balance >= ${request.amount} returning balance`,
      );
      if (taken.length === 0) throw new HttpError(422, 'Insufficient balance');
      return { transactionId: request.idempotencyKey, balance: request.amount, replayed: false };
    },
    charge: unused,
    pay: unused,
    refund: unused,
    balancesOf: async () => new Map(),
    hasActivity: async () => false,
  };
  return {
    ledger,
    fund: (hundredths: number) => db.execute(sql`update ${sql.raw(pool)} set balance = balance + ${hundredths}`),
    async pool() {
      const [row] = await queryRows<{ balance: string }>(db, sql`select balance from ${sql.raw(pool)}`);
      return Number(row?.balance);
    },
    paidKeys: async () => (await queryRows<{ key: string }>(db, sql`select key from ${sql.raw(paid)} order by key`)).map((row) => row.key),
  };
}
