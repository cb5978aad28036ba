import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { rowsOf } from './history.repository';
import type { DirectoryUser, UserDirectory } from '@bagel/ports';

/** An in-memory directory for tests and benchmarks that run the ledger without the api-keys domain. */
export function createMemoryDirectory(): UserDirectory & { add(username?: string): DirectoryUser } {
  const users = new Map<string, DirectoryUser>();
  return {
    add(username = `user_${randomUUID().slice(0, 8)}`) {
      const user = { id: randomUUID(), username, waitlisted: false, createdAt: new Date() };
      users.set(user.id, user);
      return user;
    },
    async findUsers(idsOrUsernames) {
      return idsOrUsernames.map((idOrUsername) => {
        const wanted = idOrUsername.toLowerCase();
        return users.get(idOrUsername) ?? [...users.values()].find((user) => user.username.toLowerCase() === wanted);
      });
    },
  };
}

export interface LedgerAudit {
  /** Sum of every account's balance: zero in a double-entry ledger. */
  total: number;
  negativeUserAccounts: number;
  /** Transfers without exactly two entries netting to zero. */
  unbalancedTransfers: number;
  /** Accounts whose balance is not the sum of their entries. */
  driftedAccounts: number;
  transfers: number;
  outboxEvents: number;
  /** Keys whose answer is a movement. */
  appliedKeys: number;
  /** Keys whose answer is a refusal (a short balance), kept so a replay is refused again. */
  refusedKeys: number;
}

/** Reads the ledger's invariants straight from the tables. */
export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const [row] = await rowsOf<Record<keyof LedgerAudit, number | string>>(
    db,
    sql`select
      (select coalesce(sum(balance), 0) from wallet.accounts) as "total",
      (select count(*) from wallet.accounts where kind = 'user' and balance < 0) as "negativeUserAccounts",
      (select count(*) from (select t.id from wallet.transfers t left join wallet.entries e on e.transfer_id = t.id
        group by t.id having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0) unbalanced) as "unbalancedTransfers",
      (select count(*) from wallet.accounts a where a.balance <> (select coalesce(sum(amount), 0) from wallet.entries e where e.account_id = a.id)) as "driftedAccounts",
      (select count(*) from wallet.transfers) as "transfers",
      (select count(*) from wallet.outbox) as "outboxEvents",
      (select count(*) from wallet.idempotency_keys where not response ? 'refused') as "appliedKeys",
      (select count(*) from wallet.idempotency_keys where response ? 'refused') as "refusedKeys"`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([field, value]) => [field, Number(value)])) as unknown as LedgerAudit;
}
export {
  balanceOf,
  depositFor,
  registerTestWallet,
  startWalletTestApp,
  withFunding,
  type FundedTestApp,
  type WalletTestApp,
} from './wallet-test-app';
export { walletMigrations } from './wallet.migrations';
