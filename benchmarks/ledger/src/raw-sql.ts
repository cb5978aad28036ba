import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';

async function placeholderTransfer(db: Database): Promise<string> {
  const transferId = randomUUID();
  await db.execute(sql`insert into wallet.transfers (id, kind, description) values (${transferId}, 'transfer', 'Raw SQL bound')`);
  return transferId;
}

/**
 * The floor any ledger transfer pays: lock two rows in id order, two updates, two entry inserts, in
 * one transaction, on the same tables and driver. The entries hang off one placeholder transfer.
 */
export async function rawSqlTransfer(db: Database): Promise<(from: number, to: number) => Promise<void>> {
  const transferId = await placeholderTransfer(db);
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

/**
 * The same six operations as one function call, in the throw-away benchmark database: the floor
 * without client round trips, for reading the ledger's own one-call figure against.
 */
export async function rawSqlTransferInOneCall(db: Database): Promise<(from: number, to: number) => Promise<void>> {
  const transferId = await placeholderTransfer(db);
  await db.execute(
    sql.raw(`create or replace function public.raw_transfer(p_from bigint, p_to bigint, p_transfer uuid) returns void language plpgsql as $$
    begin
      perform id from wallet.accounts where id in (p_from, p_to) order by id for update;
      update wallet.accounts set balance = balance - 1 where id = p_from;
      update wallet.accounts set balance = balance + 1 where id = p_to;
      insert into wallet.entries (transfer_id, account_id, amount, transaction_type, description) values (p_transfer, p_from, -1, 'transfer', 'Raw SQL bound');
      insert into wallet.entries (transfer_id, account_id, amount, transaction_type, description) values (p_transfer, p_to, 1, 'credit', 'Raw SQL bound');
    end $$`),
  );
  return async (from, to) => {
    await db.execute(sql`select public.raw_transfer(${from}, ${to}, ${transferId})`);
  };
}
