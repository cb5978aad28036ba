import { sql } from 'drizzle-orm';
import { databaseErrorOf, type Database } from '@bagel/db';
import { IdempotencyKeyReusedError, InsufficientBalanceError, InvalidAmountError } from './ledger-errors';
import type { LedgerResult } from './ledger-inputs';
import { lineFromRow } from './ledger-line';
import { ACCOUNTS_TO_OPEN, KEY_REUSED, moveMoney, userOf, type Movement, type MovedRow } from './move-money';

/** The idempotency scope of the platform's own calls; a user's calls are scoped by the user's id. */
export const SERVICE_SCOPE = 'service';
const BALANCE_FLOORS = new Set(['accounts_user_balance_non_negative', 'accounts_referral_pool_non_negative']);

/** Checked by every movement, and by payments and transfers before they ask the directory about their two users. */
export function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidAmountError();
}

/**
 * The one way money moves: every kind of call (system, payment, transfer) is a {@link Movement} handed to
 * wallet.move_money here, so opening accounts on first use and reading the function's refusals live in one place.
 */
export function createMover(db: Database) {
  async function openAccounts(userIds: string[], on: Database = db): Promise<void> {
    const values = userIds.map((userId) => sql`('user', ${userId}::uuid)`);
    await on.execute(sql`insert into wallet.accounts (kind, user_id) values ${sql.join(values, sql`, `)} on conflict do nothing`);
  }

  /** Calls move_money, opening the accounts first used here, and reads its errors as the ledger's. */
  async function movedRows(movement: Movement, on: Database): Promise<MovedRow[]> {
    try {
      try {
        return await moveMoney(on, movement);
      } catch (error) {
        if (databaseErrorOf(error)?.code !== ACCOUNTS_TO_OPEN || on !== db) throw error;
        // Accounts are opened on first use, outside the movement, so opening one never waits on a lock it holds.
        await openAccounts([movement.from.account, movement.to.account].flatMap((ref) => userOf(ref) ?? []));
        return await moveMoney(db, movement);
      }
    } catch (error) {
      const failure = databaseErrorOf(error);
      // The database's floors: the pool has only this check; a user's short balance is the function's own answer.
      if (failure?.constraint !== undefined && BALANCE_FLOORS.has(failure.constraint)) {
        throw new InsufficientBalanceError({ cause: error });
      }
      if (failure?.code === KEY_REUSED) throw new IdempotencyKeyReusedError({ cause: error });
      throw error;
    }
  }

  /**
   * One movement; `on` is a transaction when it is one of several that stand or fall together, or the caller's own: its
   * accounts are opened first, since a failed statement aborts a transaction.
   */
  async function move(movement: Movement, on: Database = db): Promise<LedgerResult> {
    checkAmount(movement.amount);
    const [row] = await movedRows(movement, on);
    if (!row) throw new Error(`move_money answered no line for key ${movement.idempotencyKey}`);
    // The key's answer is a refusal, stored with it: the same key refuses again whatever the balance is now.
    if (row.refused) throw new InsufficientBalanceError();
    return { line: lineFromRow(row), balance: Number(row.balance), replayed: row.replayed };
  }

  return { move, openAccounts };
}

export type Mover = ReturnType<typeof createMover>;
