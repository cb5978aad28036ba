import { sql } from 'drizzle-orm';
import { INSUFFICIENT_BALANCE_CODE, type PaymentCategory } from '@bagel/contract';
import { databaseErrorOf, type Database } from '@bagel/db';
import { findUserById, type UserDirectory } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { findHistoryPage, findSpendingSummary, rowsOf, type HistoryFilters, type HistoryPage } from './history.repository';
import { lineFromRow, type LedgerLine } from './ledger-line';
import { ACCOUNTS_TO_OPEN, BALANCE_SHORT, KEY_REUSED, moveMoney, userOf, type Movement, type MovedRow, type Side } from './move-money';
import type { SystemAccount, TransferKind } from './wallet.schema';

/** The result of a money-moving call, for the user it was about. Amounts are hundredths of a Bagel. */
export interface LedgerResult {
  line: LedgerLine;
  /** That user's balance right after the transfer (for a replay: as it was then). */
  balance: number;
  /** True when the idempotency key had already been applied and this is its first result. */
  replayed: boolean;
}

interface Common {
  /** Hundredths of a Bagel, a positive whole number. */
  amount: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, unknown>;
}

export interface ChargeInput extends Common {
  userId: string;
  category: PaymentCategory;
}
export interface RefundInput extends Common {
  userId: string;
  /** The category of the payment being refunded, when there is one. */
  category?: PaymentCategory;
}
export interface CreditInput extends Common {
  userId: string;
}
export interface DepositInput extends Common {
  userId: string;
  source: 'card' | 'demo_grant';
}
export interface PayInput extends Common {
  fromUserId: string;
  toUserId: string;
  category: PaymentCategory;
  /** Hundredths the platform keeps of the amount, taken from the payee in the same database transaction. */
  fee?: number;
}
export interface TransferInput {
  fromUserId: string;
  /** The recipient's user id or username. */
  to: string;
  amount: number;
  idempotencyKey: string;
}

export type Ledger = ReturnType<typeof createLedger>;

const SERVICE_SCOPE = 'service';
const BALANCE_FLOORS = new Set(['accounts_user_balance_non_negative', 'accounts_referral_pool_non_negative']);
const INSUFFICIENT_BALANCE = 'Insufficient balance';

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new HttpError(400, 'Amount must be a positive number of hundredths', 'amount');
}

/**
 * The double-entry ledger. Every movement is one call of wallet.move_money, which claims the
 * idempotency key, locks both accounts in id order, checks the debit side and writes the balances,
 * the transfer, its two entries and its outbox event, all in one statement.
 */
export function createLedger(db: Database, directory: UserDirectory) {
  async function openAccounts(userIds: string[], on: Database = db): Promise<void> {
    const values = userIds.map((userId) => sql`('user', ${userId}::uuid)`);
    await on.execute(sql`insert into wallet.accounts (kind, user_id) values ${sql.join(values, sql`, `)} on conflict do nothing`);
  }

  /**
   * One movement; `on` is a transaction when it is one of several that stand or fall together, or the caller's own: its
   * accounts are opened first, since a failed statement aborts a transaction.
   */
  async function move(movement: Movement, on: Database = db): Promise<LedgerResult> {
    checkAmount(movement.amount);
    try {
      let rows: MovedRow[];
      try {
        rows = await moveMoney(on, movement);
      } catch (error) {
        if (databaseErrorOf(error)?.code !== ACCOUNTS_TO_OPEN || on !== db) throw error;
        // Accounts are opened on first use, outside the movement, so opening one never waits on a lock it holds.
        await openAccounts([movement.from.account, movement.to.account].flatMap((ref) => userOf(ref) ?? []));
        rows = await moveMoney(db, movement);
      }
      const [row] = rows;
      if (!row) throw new Error(`move_money answered no line for key ${movement.idempotencyKey}`);
      return { line: lineFromRow(row), balance: Number(row.balance), replayed: row.replayed };
    } catch (error) {
      const failure = databaseErrorOf(error);
      // BGL02 is the function's own check of a user; the constraints are the database's floors (the pool has only its own).
      if (failure?.code === BALANCE_SHORT || (failure?.constraint !== undefined && BALANCE_FLOORS.has(failure.constraint))) {
        throw new HttpError(422, INSUFFICIENT_BALANCE, undefined, { cause: error, code: INSUFFICIENT_BALANCE_CODE });
      }
      if (failure?.code === KEY_REUSED)
        throw new HttpError(409, 'Idempotency-Key reused with a different request', undefined, { cause: error });
      throw error;
    }
  }

  async function knownUser(userId: string) {
    const user = await findUserById(directory, userId);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  }

  /**
   * A system account paying a user, or a user paying one: deposits, credits, refunds and charges. On a caller's
   * transaction (`on`) the caller vouches for the user: asking the directory outside it would wait for it to end on
   * PGlite's one session.
   */
  async function withSystem(
    kind: TransferKind,
    system: SystemAccount,
    input: Common & { userId: string; category?: PaymentCategory },
    defaultDescription: string,
    on: Database = db,
  ): Promise<LedgerResult> {
    const userId = on === db ? (await knownUser(input.userId)).id : input.userId;
    if (on !== db) await openAccounts([userId], on);
    const description = input.description ?? defaultDescription;
    const userSide: Side = { account: { userId }, description, counterparty: null };
    const systemSide: Side = { account: { code: system }, description, counterparty: null };
    const toUser = kind !== 'payment' && kind !== 'withdrawal';
    const metadata = input.metadata ?? {};
    return move(
      {
        scope: SERVICE_SCOPE,
        idempotencyKey: input.idempotencyKey,
        request: [kind, system, userId, input.amount, input.category ?? null, description, metadata],
        kind,
        category: input.category ?? null,
        amount: input.amount,
        description,
        metadata,
        from: toUser ? systemSide : userSide,
        to: toUser ? userSide : systemSide,
        subject: toUser ? 'to' : 'from',
      },
      on,
    );
  }

  return {
    /** A user pays the platform for something, tagged with its category. */
    charge: (input: ChargeInput) => withSystem('payment', 'platform_revenue', input, 'Payment'),
    /** The platform gives back (part of) a payment. */
    refund: (input: RefundInput) => withSystem('refund', 'platform_revenue', input, 'Refund'),
    /** A bonus, paid from the referral pool (never below 0: a 422 when it cannot cover it); `on`: the caller's transaction. */
    credit: (input: CreditInput, on?: Database) => withSystem('credit', 'referral_pool', input, 'Bonus', on),
    /** Bagels bought by card (from payments clearing) or granted for the demo. */
    deposit: ({ source, ...input }: DepositInput) =>
      withSystem(
        'deposit',
        source === 'card' ? 'payments_clearing' : 'demo_grants',
        { ...input, metadata: { ...input.metadata, source } },
        source === 'card' ? 'Bagels purchase' : 'Demo grant',
      ),

    /**
     * A user pays another for something (an asset on the market), tagged with its category; the platform's call. With
     * a fee, the payee then pays it to the platform in the same database transaction: both lines or neither, and a
     * replay of the key replays both.
     */
    async pay(input: PayInput): Promise<LedgerResult> {
      checkAmount(input.amount);
      const fee = input.fee ?? 0;
      if (!Number.isSafeInteger(fee) || fee < 0 || fee >= input.amount) {
        throw new HttpError(400, 'The fee must be a whole number of hundredths below the amount', 'fee');
      }
      const [payer, payee] = await directory.findUsers([input.fromUserId, input.toUserId]);
      if (payer?.id !== input.fromUserId || payee?.id !== input.toUserId) throw new HttpError(404, 'User not found');
      if (payer.id === payee.id) throw new HttpError(400, 'A user cannot pay themself');
      const description = input.description ?? 'Payment';
      const metadata = input.metadata ?? {};
      const payment: Movement = {
        scope: SERVICE_SCOPE,
        idempotencyKey: input.idempotencyKey,
        request: ['pay', payer.id, payee.id, input.amount, fee, input.category, description, metadata],
        kind: 'payment',
        category: input.category,
        amount: input.amount,
        description,
        metadata,
        from: { account: { userId: payer.id }, description, counterparty: payee.username },
        to: { account: { userId: payee.id }, description, counterparty: payer.username },
        subject: 'from',
      };
      if (fee === 0) return move(payment);
      const feeDescription = `Platform fee: ${description}`;
      const feePayment: Movement = {
        scope: SERVICE_SCOPE,
        idempotencyKey: `${input.idempotencyKey}:fee`,
        request: ['pay-fee', payer.id, payee.id, input.amount, fee, input.category, description, metadata],
        kind: 'payment',
        category: null,
        amount: fee,
        description: feeDescription,
        metadata,
        from: { account: { userId: payee.id }, description: feeDescription, counterparty: null },
        to: { account: { code: 'platform_revenue' }, description: feeDescription, counterparty: null },
        subject: 'from',
      };
      // A failed movement aborts the transaction, so accounts are opened before it rather than on first use inside.
      await openAccounts([payer.id, payee.id]);
      return db.transaction(async (tx) => {
        const paid = await move(payment, tx);
        await move(feePayment, tx);
        return paid;
      });
    },

    /** User to user; the sender's key scopes the idempotency key. */
    async transfer(input: TransferInput): Promise<LedgerResult> {
      checkAmount(input.amount);
      const [sender, recipient] = await directory.findUsers([input.fromUserId, input.to]);
      if (!sender || sender.id !== input.fromUserId) throw new HttpError(404, 'User not found');
      if (!recipient) throw new HttpError(404, 'Recipient not found');
      if (recipient.id === sender.id) throw new HttpError(400, 'You cannot send Bagels to yourself');
      return move({
        scope: sender.id,
        idempotencyKey: input.idempotencyKey,
        request: ['transfer', input.to, input.amount],
        kind: 'transfer',
        category: null,
        amount: input.amount,
        description: `Transfer from ${sender.username} to ${recipient.username}`,
        metadata: {},
        from: { account: { userId: sender.id }, description: `Sent to ${recipient.username}`, counterparty: recipient.username },
        to: { account: { userId: recipient.id }, description: `Received from ${sender.username}`, counterparty: sender.username },
        subject: 'from',
      });
    },

    /** An admin moves Bagels from platform revenue into the referral pool; the admin's key scopes the idempotency key. */
    fundReferralPool(input: { adminId: string; amount: number; idempotencyKey: string }): Promise<LedgerResult> {
      const description = 'Referral pool funding';
      const side = (code: SystemAccount): Side => ({ account: { code }, description, counterparty: null });
      return move({
        scope: input.adminId,
        idempotencyKey: input.idempotencyKey,
        request: ['fund-referral-pool', input.amount],
        kind: 'credit',
        category: null,
        amount: input.amount,
        description,
        metadata: { admin_id: input.adminId },
        from: side('platform_revenue'),
        to: side('referral_pool'),
        subject: 'to',
      });
    },

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
