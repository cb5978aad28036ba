import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_CATEGORIES, type PaymentCategory } from '@bagel/contract';
import { TRANSACTION_TYPES, type TransactionType } from '@bagel/transactions-contract';

/** The wallet domain's own PostgreSQL schema (see api-keys' for why). */
export const wallet = pgSchema('wallet');

export const SYSTEM_ACCOUNTS = ['payments_clearing', 'platform_revenue', 'referral_pool', 'demo_grants'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export const TRANSFER_KINDS = ['deposit', 'transfer', 'credit', 'payment', 'refund', 'withdrawal'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One account per user (made on first use) and one per system purpose. Besides the balance, a user
 * account keeps running totals of what it spent, per summary bucket, updated by the same statement
 * that moves the balance: the history's summary never has to add up a long history.
 */
export const accounts = wallet.table(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'user' | 'system'>().notNull(),
    userId: uuid('user_id'),
    code: text('code').$type<SystemAccount>(),
    /** Hundredths of a Bagel. */
    balance: money('balance'),
    spentFineTuning: money('spent_fine_tuning'),
    spentLlmInference: money('spent_llm_inference'),
    spentImageGeneration: money('spent_image_generation'),
    spentVideoGeneration: money('spent_video_generation'),
    spentAssetPurchase: money('spent_asset_purchase'),
    spentOther: money('spent_other'),
    spentTransferred: money('spent_transferred'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_user_id_key').on(table.userId),
    uniqueIndex('accounts_code_key').on(table.code),
    check(
      'accounts_owner_check',
      sql`(kind = 'user' and user_id is not null and code is null) or (kind = 'system' and code is not null and user_id is null)`,
    ),
    check('accounts_code_check', sql`code is null or ${oneOf('code', SYSTEM_ACCOUNTS)}`),
    // The backstops behind move_money's own check: no bug or race can overdraw a user, or pay bonuses the pool lacks.
    check('accounts_user_balance_non_negative', sql`kind <> 'user' or balance >= 0`),
    check('accounts_referral_pool_non_negative', sql`code is distinct from 'referral_pool' or balance >= 0`),
  ],
);

/** One movement of money; its two entries say from where and to where. Append-only. */
export const transfers = wallet.table(
  'transfers',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<TransferKind>().notNull(),
    category: text('category').$type<PaymentCategory>(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('transfers_kind_check', oneOf('kind', TRANSFER_KINDS)),
    check('transfers_category_check', sql`category is null or ${oneOf('category', PAYMENT_CATEGORIES)}`),
  ],
);

/**
 * Two per transfer, netting to zero. Each entry is also its account's statement line: the type,
 * description and counterparty that account's owner sees, so a history page is one index scan.
 */
export const entries = wallet.table(
  'entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Signed hundredths: negative leaves the account, positive arrives. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    description: text('description').notNull(),
    counterparty: text('counterparty'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('entries_amount_check', sql`amount <> 0`),
    check('entries_transaction_type_check', oneOf('transaction_type', TRANSACTION_TYPES)),
    // Keyset pagination of one account's history; read backwards, newest first.
    index('entries_account_history_idx').on(table.accountId, table.createdAt, table.id),
    index('entries_transfer_id_idx').on(table.transferId),
    // The spending summary nets refunds out of each category: a user's few refund lines, found without reading the
    // rest of a long history.
    index('entries_account_refunds_idx')
      .on(table.accountId)
      .where(sql`transaction_type = 'refund'`),
  ],
);

/** A money-moving call's key, scoped to its caller, with the first result that a replay answers. */
export const idempotencyKeys = wallet.table(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<StoredResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [table.scope, table.key] })],
);

/** A key's first answer: the movement it made, or its refusal (wallet.move_money writes both; see its migrations). */
export type StoredResult = { transferId: string; accountId: number; balance: number } | { refused: 'insufficient_balance' };

/** Events written with each transfer, for later features to react to without touching the ledger. */
export const outbox = wallet.table(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_unpublished_idx')
      .on(table.id)
      .where(sql`published_at is null`),
  ],
);
