import { sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { findHistoryPage, findSpendingSummary, rowsOf, type HistoryFilters, type HistoryPage } from './history.repository';

/** What the ledger answers without moving anything: balances, whether a user ever had money, the history. */
export function createLedgerReads(db: Database) {
  return {
    /** Hundredths: what the referral pool can still pay in bonuses. */
    async referralPoolBalance(): Promise<number> {
      const [row] = await rowsOf<{ balance: number | string }>(db, sql`select balance from wallet.accounts where code = 'referral_pool'`);
      return Number(row?.balance ?? 0);
    },

    /**
     * Hundredths; 0 for a user who never had an account. With `lockOn` (the caller's transaction) the account stays
     * locked until it ends: none of the user's money moves meanwhile, and callers deciding on the balance take turns.
     */
    async balanceOf(userId: string, lockOn?: Database): Promise<number> {
      const [row] = await rowsOf<{ balance: number | string }>(
        lockOn ?? db,
        sql`select balance from wallet.accounts where user_id = ${userId} ${lockOn ? sql`for update` : sql``}`,
      );
      return row ? Number(row.balance) : 0;
    },

    /** Hundredths per user id, in one query; users who never had an account are absent (their balance is 0). */
    async balancesOf(userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await rowsOf<{ user_id: string; balance: number | string }>(
        db,
        sql`select user_id, balance from wallet.accounts where user_id in (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      return new Map(rows.map((row) => [row.user_id, Number(row.balance)]));
    },

    /** Any entry, or a balance other than zero (which cannot happen without one, but is what matters). */
    async hasActivity(userId: string): Promise<boolean> {
      const [row] = await rowsOf<{ active: boolean }>(
        db,
        sql`select exists (
          select 1 from wallet.accounts a
          where a.user_id = ${userId} and (a.balance <> 0 or exists (select 1 from wallet.entries e where e.account_id = a.id))
        ) as active`,
      );
      return row?.active === true;
    },

    async history(userId: string, filters: HistoryFilters): Promise<HistoryPage> {
      const [page, summary] = await Promise.all([findHistoryPage(db, userId, filters), findSpendingSummary(db, userId)]);
      return { ...page, summary };
    },
  };
}
