import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentCategory } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import { findHistoryPage, findSpendingSummary, LINE_COLUMNS, rowsOf, type HistoryFilters, type HistoryPage } from './history.repository';
import { LINE_TYPES, lineFromRow, microsToDate, type LedgerLine, type LineRow } from './ledger-line';
import type { UserDirectory } from './user-directory';
import type { StoredResult, SystemAccount, TransferKind } from './wallet.schema';

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
export interface TransferInput {
  fromUserId: string;
  /** The recipient's user id or username. */
  to: string;
  amount: number;
  idempotencyKey: string;
}

export type Ledger = ReturnType<typeof createLedger>;

type AccountRef = { userId: string } | { code: SystemAccount };

interface Side {
  account: AccountRef;
  description: string;
  counterparty: string | null;
}

interface Movement {
  /** Whose keys these are: the sending user, or 'service' for the platform's own calls. */
  scope: string;
  idempotencyKey: string;
  /** What the caller asked for; the same key with a different request is refused. */
  request: unknown[];
  kind: TransferKind;
  category: PaymentCategory | null;
  amount: number;
  description: string;
  metadata: Record<string, unknown>;
  from: Side;
  to: Side;
  /** Whose line and balance the call answers with. */
  subject: 'from' | 'to';
}

interface AccountRow {
  id: number | string;
  kind: 'user' | 'system';
  user_id: string | null;
  code: SystemAccount | null;
  balance: number | string;
}

/** Thrown inside the transaction when a user has no account yet; they are opened outside it and the transfer retried. */
class MissingAccounts extends Error {
  constructor(readonly userIds: string[]) {
    super('Accounts to open');
  }
}

const SERVICE_SCOPE = 'service';
const OUTBOX_TOPIC = 'ledger.transfer';
const INSUFFICIENT_BALANCE = 'Insufficient balance';

/** Which running total a user's debit adds to: the summary buckets of the transaction history. */
function spendingColumn(kind: TransferKind, category: PaymentCategory | null) {
  if (kind === 'transfer') return sql.identifier('spent_transferred');
  if (kind === 'payment' && category && category !== 'other') return sql.identifier(`spent_${category}`);
  return sql.identifier('spent_other');
}

const requestHash = (request: unknown[]) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new HttpError(400, 'Amount must be a positive number of hundredths', 'amount');
}

const matches = (row: AccountRow, ref: AccountRef) => ('userId' in ref ? row.user_id === ref.userId : row.code === ref.code);

/** The users among a movement's two sides whose accounts are not among `rows`. */
const missingUsers = (rows: AccountRow[], movement: Movement) =>
  [movement.from.account, movement.to.account].flatMap((ref) => ('userId' in ref && !rows.some((row) => matches(row, ref)) ? [ref.userId] : []));

function violatedCheck(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23514') return constraint;
  }
  return undefined;
}

/**
 * The double-entry ledger. Every movement is one database transaction: claim the idempotency key,
 * lock both accounts in id order, check the debit side, then move the balances and write the two
 * entries, the transfer and its outbox event in one statement.
 */
export function createLedger(db: Database, directory: UserDirectory) {
  /**
   * Claims the idempotency key and locks both accounts in id order, in one round trip: the lock
   * only runs once the key is ours, so a concurrent duplicate waits on the key and never on an account.
   * No rows means the key was not claimed, or neither account exists yet.
   */
  async function claimAndLock(tx: Database, movement: Movement, hash: string): Promise<AccountRow[]> {
    const refs = [movement.from.account, movement.to.account];
    const wanted = refs.map((ref) => ('userId' in ref ? sql`user_id = ${ref.userId}` : sql`code = ${ref.code}`));
    return rowsOf<AccountRow>(
      tx,
      sql`with claim as (
          insert into wallet.idempotency_keys (scope, key, request_hash) values (${movement.scope}, ${movement.idempotencyKey}, ${hash})
          on conflict do nothing returning key
        )
        select id, kind, user_id, code, balance from wallet.accounts
        where exists (select 1 from claim) and (${sql.join(wanted, sql` or `)})
        order by id for update`,
    );
  }

  async function openAccounts(userIds: string[]): Promise<void> {
    const values = userIds.map((userId) => sql`('user', ${userId}::uuid)`);
    await db.execute(sql`insert into wallet.accounts (kind, user_id) values ${sql.join(values, sql`, `)} on conflict do nothing`);
  }

  async function readLine(tx: Database, transferId: string, accountId: number): Promise<LedgerLine> {
    const [row] = await rowsOf<LineRow>(
      tx,
      sql`select ${LINE_COLUMNS} from wallet.entries e join wallet.transfers t on t.id = e.transfer_id
        where e.transfer_id = ${transferId} and e.account_id = ${accountId}`,
    );
    if (!row) throw new Error(`Transfer ${transferId} has no entry for account ${accountId}`);
    return lineFromRow(row);
  }

  async function attempt(tx: Database, movement: Movement): Promise<LedgerResult> {
    const hash = requestHash(movement.request);
    const rows = await claimAndLock(tx, movement, hash);
    if (rows.length === 0) {
      // Either a first use of the key has committed (the insert waited for it), or the key is ours
      // (not answered yet) and the accounts are still to be opened.
      const [stored] = await rowsOf<{ request_hash: string; response: StoredResult | null }>(
        tx,
        sql`select request_hash, response from wallet.idempotency_keys where scope = ${movement.scope} and key = ${movement.idempotencyKey}`,
      );
      if (stored && !stored.response) throw new MissingAccounts(missingUsers(rows, movement));
      if (!stored?.response || stored.request_hash !== hash) throw new HttpError(409, 'Idempotency-Key reused with a different request');
      const { transferId, accountId, balance } = stored.response;
      return { line: await readLine(tx, transferId, accountId), balance, replayed: true };
    }
    const missing = missingUsers(rows, movement);
    if (missing.length > 0) throw new MissingAccounts(missing);
    const from = rows.find((row) => matches(row, movement.from.account)) as AccountRow;
    const to = rows.find((row) => matches(row, movement.to.account)) as AccountRow;
    const { amount, kind, category } = movement;
    if (from.kind === 'user' && Number(from.balance) < amount) throw new HttpError(422, INSUFFICIENT_BALANCE);

    const transferId = randomUUID();
    const subject = movement.subject === 'from' ? from : to;
    const result: StoredResult = {
      transferId,
      accountId: Number(subject.id),
      balance: Number(subject.balance) + (movement.subject === 'from' ? -amount : amount),
    };
    const spent = from.kind === 'user' ? amount : 0;
    const column = spendingColumn(kind, category);
    const event = {
      transfer_id: transferId,
      kind,
      category,
      amount,
      from: { account_id: Number(from.id), user_id: from.user_id, code: from.code },
      to: { account_id: Number(to.id), user_id: to.user_id, code: to.code },
    };
    const [fromLine, toLine] = [
      { side: movement.from, account: from, amount: -amount, type: LINE_TYPES[kind].out },
      { side: movement.to, account: to, amount, type: LINE_TYPES[kind].in },
    ].map(
      ({ side, account, amount: signed, type }) =>
        sql`(${transferId}::uuid, ${account.id}::bigint, ${signed}::bigint, ${type}, ${side.description}, ${side.counterparty})`,
    );
    const written = await rowsOf<{ id: number | string; account_id: number | string; micros: number | string }>(
      tx,
      sql`with moved as (
          update wallet.accounts a set balance = a.balance + d.delta, ${column} = a.${column} + d.spent
          from (values (${from.id}::bigint, ${-amount}::bigint, ${spent}::bigint), (${to.id}::bigint, ${amount}::bigint, 0::bigint)) as d(id, delta, spent)
          where a.id = d.id
          returning a.id
        ), transfer as (
          insert into wallet.transfers (id, kind, category, description, metadata)
          values (${transferId}, ${kind}, ${category}, ${movement.description}, ${JSON.stringify(movement.metadata)}::jsonb)
        ), event as (
          insert into wallet.outbox (topic, payload) values (${OUTBOX_TOPIC}, ${JSON.stringify(event)}::jsonb)
        ), answer as (
          update wallet.idempotency_keys set response = ${JSON.stringify(result)}::jsonb
          where scope = ${movement.scope} and key = ${movement.idempotencyKey}
        )
        insert into wallet.entries (transfer_id, account_id, amount, transaction_type, description, counterparty)
        values ${fromLine}, ${toLine}
        returning id, account_id, (extract(epoch from created_at) * 1000000)::bigint as micros`,
    );
    const mine = written.find((row) => Number(row.account_id) === result.accountId);
    if (!mine) throw new Error(`Transfer ${transferId} wrote no entry for account ${result.accountId}`);
    const side = movement.subject === 'from' ? movement.from : movement.to;
    return {
      line: {
        transferId,
        entryId: Number(mine.id),
        createdAt: microsToDate(mine.micros),
        kind,
        type: movement.subject === 'from' ? LINE_TYPES[kind].out : LINE_TYPES[kind].in,
        amount,
        description: side.description,
        counterparty: side.counterparty,
        category,
        metadata: movement.metadata,
      },
      balance: result.balance,
      replayed: false,
    };
  }

  async function move(movement: Movement): Promise<LedgerResult> {
    checkAmount(movement.amount);
    const run = () => db.transaction((tx) => attempt(tx, movement));
    try {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof MissingAccounts)) throw error;
        await openAccounts(error.userIds);
        return await run();
      }
    } catch (error) {
      // The database's own guard, should the check above ever be bypassed.
      if (violatedCheck(error) === 'accounts_user_balance_non_negative') throw new HttpError(422, INSUFFICIENT_BALANCE, undefined, { cause: error });
      throw error;
    }
  }

  async function knownUser(userId: string) {
    const user = await directory.findUser(userId);
    if (!user || user.id !== userId) throw new HttpError(404, 'User not found');
    return user;
  }

  /** A system account paying a user, or a user paying one: deposits, credits, refunds and charges. */
  async function withSystem(
    kind: TransferKind,
    system: SystemAccount,
    input: Common & { userId: string; category?: PaymentCategory },
    defaultDescription: string,
  ): Promise<LedgerResult> {
    const user = await knownUser(input.userId);
    const description = input.description ?? defaultDescription;
    const userSide: Side = { account: { userId: user.id }, description, counterparty: null };
    const systemSide: Side = { account: { code: system }, description, counterparty: null };
    const toUser = kind !== 'payment' && kind !== 'withdrawal';
    const metadata = input.metadata ?? {};
    return move({
      scope: SERVICE_SCOPE,
      idempotencyKey: input.idempotencyKey,
      request: [kind, system, user.id, input.amount, input.category ?? null, description, metadata],
      kind,
      category: input.category ?? null,
      amount: input.amount,
      description,
      metadata,
      from: toUser ? systemSide : userSide,
      to: toUser ? userSide : systemSide,
      subject: toUser ? 'to' : 'from',
    });
  }

  return {
    /** A user pays the platform for something, tagged with its category. */
    charge: (input: ChargeInput) => withSystem('payment', 'platform_revenue', input, 'Payment'),
    /** The platform gives back (part of) a payment. */
    refund: (input: RefundInput) => withSystem('refund', 'platform_revenue', input, 'Refund'),
    /** A bonus, paid from the referral pool. */
    credit: (input: CreditInput) => withSystem('credit', 'referral_pool', input, 'Bonus'),
    /** Bagels bought by card (from payments clearing) or granted for the demo. */
    deposit: ({ source, ...input }: DepositInput) =>
      withSystem(
        'deposit',
        source === 'card' ? 'payments_clearing' : 'demo_grants',
        { ...input, metadata: { ...input.metadata, source } },
        source === 'card' ? 'Bagels purchase' : 'Demo grant',
      ),

    /** User to user; the sender's key scopes the idempotency key. */
    async transfer(input: TransferInput): Promise<LedgerResult> {
      checkAmount(input.amount);
      const [sender, recipient] = await Promise.all([directory.findUser(input.fromUserId), directory.findUser(input.to)]);
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

    /** Hundredths; 0 for a user who never had an account. */
    async balanceOf(userId: string): Promise<number> {
      const [row] = await rowsOf<{ balance: number | string }>(db, sql`select balance from wallet.accounts where user_id = ${userId}`);
      return row ? Number(row.balance) : 0;
    },

    async history(userId: string, filters: HistoryFilters): Promise<HistoryPage> {
      const [page, summary] = await Promise.all([findHistoryPage(db, userId, filters), findSpendingSummary(db, userId)]);
      return { ...page, summary };
    },
  };
}
