import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';

/**
 * The floor any ledger transfer pays: lock two rows in id order, two updates, two entry inserts, in
 * one transaction, on the same tables and driver. The entries hang off one placeholder transfer.
 */
export async function rawSqlTransfer(db: Database): Promise<(from: number, to: number) => Promise<void>> {
  const transferId = randomUUID();
  await db.execute(sql`insert into wallet.transfers (id, kind, description) values (${transferId}, 'transfer', 'Raw SQL bound')`);
  return (from, to) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select id from wallet.accounts where id in (${from}, ${to}) order by id for update`);
      await tx.execute(sql`update wallet.accounts set balance = balance - 1 where id = ${from}`);
      await tx.execute(sql`update wallet.accounts set balance = balance + 1 where id = ${to}`);
      await tx.execute(sql`insert into wallet.entries (transfer_id, account_id, amount, transaction_type, description)
        values (${transferId}, ${from}, -1, 'transfer', 'Raw SQL bound')`);
      await tx.execute(sql`insert into wallet.entries (transfer_id, account_id, amount, transaction_type, description)
        values (${transferId}, ${to}, 1, 'credit', 'Raw SQL bound')`);
    });
}

/** Gives the user `count` deposits, one second apart, straight into the tables (and their balance). */
export async function seedHistory(db: Database, userId: string, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into wallet.accounts (kind, user_id) values ('user', ${userId}) on conflict do nothing`);
    await tx.execute(sql`create temporary table seeded on commit drop as
      select gen_random_uuid() as id, now() - make_interval(secs => g) as at, g from generate_series(1, ${count}) g`);
    await tx.execute(sql`insert into wallet.transfers (id, kind, description, created_at)
      select id, 'deposit', 'Seeded deposit ' || g, at from seeded`);
    await tx.execute(sql`insert into wallet.entries (transfer_id, account_id, amount, transaction_type, description, created_at)
      select id, (select id from wallet.accounts where code = 'payments_clearing'), -100, 'debit', 'Seeded deposit ' || g, at from seeded
      union all
      select id, (select id from wallet.accounts where user_id = ${userId}), 100, 'deposit', 'Seeded deposit ' || g, at from seeded`);
    await tx.execute(sql`update wallet.accounts set balance = balance + ${count * 100} where user_id = ${userId}`);
    await tx.execute(sql`update wallet.accounts set balance = balance - ${count * 100} where code = 'payments_clearing'`);
  });
  await db.execute(sql`analyze wallet.entries`);
  await db.execute(sql`analyze wallet.transfers`);
}
