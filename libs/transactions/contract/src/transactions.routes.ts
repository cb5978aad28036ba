import * as v from 'valibot';
import { calendarDate, defineRoute, PAYMENT_CATEGORIES, UserId } from '@bagel/contract';
import { TRANSACTION_TYPES, TRANSACTIONS_PAGE_SIZE } from './transaction-types';

/** A balance or amount in BGL, to 2 decimals. */
const Bagels = v.number();

export const TransactionType = v.picklist(TRANSACTION_TYPES, `type must be one of ${TRANSACTION_TYPES.join(', ')}`);

/** Spec §3: what a transaction without a description is called. */
export const DEFAULT_TRANSACTION_DESCRIPTION = 'Transaction';

/** A detail a reply may send as null or leave out; either way it reads as null. */
const absentAsNull = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null);

/**
 * One ledger transfer as one user sees it: the normalised transaction of spec §3. Parsing normalises,
 * so the client and the server read a reply the same way: a missing or blank description is
 * 'Transaction', a missing type is debit and a missing status completed.
 */
export const Transaction = v.object({
  transaction_id: v.string(),
  transaction_date: v.string(),
  transaction_type: v.nullish(TransactionType, 'debit'),
  /** Always positive; the type says which way it went for this user. */
  amount: Bagels,
  description: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((text) => (text.trim() ? text : DEFAULT_TRANSACTION_DESCRIPTION)),
  ),
  status: v.nullish(v.picklist(['completed', 'pending', 'failed']), 'completed'),
  category: absentAsNull(v.picklist(PAYMENT_CATEGORIES)),
  counterparty: absentAsNull(v.string()),
  asset_name: absentAsNull(v.string()),
  buyer_id: absentAsNull(v.string()),
  seller_id: absentAsNull(v.string()),
  pod_id: absentAsNull(v.string()),
  dataset_id: absentAsNull(v.string()),
  transaction_hash: absentAsNull(v.string()),
  raw_data: absentAsNull(v.record(v.string(), v.unknown())),
});
export type Transaction = v.InferOutput<typeof Transaction>;
export type TransactionType = v.InferOutput<typeof TransactionType>;

export const TransactionSummary = v.object({
  total_cost_video_generations: Bagels,
  total_cost_image_generations: Bagels,
  total_cost_fine_tuning: Bagels,
  total_cost_llm_inference: Bagels,
  total_cost_asset_purchase: Bagels,
  other_costs: Bagels,
  total_token_transferred: Bagels,
});
export type TransactionSummary = v.InferOutput<typeof TransactionSummary>;

/** A user who has spent nothing yet. */
export const EMPTY_TRANSACTION_SUMMARY: TransactionSummary = {
  total_cost_video_generations: 0,
  total_cost_image_generations: 0,
  total_cost_fine_tuning: 0,
  total_cost_llm_inference: 0,
  total_cost_asset_purchase: 0,
  other_costs: 0,
  total_token_transferred: 0,
};

export const TransactionsQuery = v.object({
  type: v.optional(TransactionType),
  /** Inclusive days. */
  from: v.optional(calendarDate('from')),
  to: v.optional(calendarDate('to')),
  /** Matches the transaction id or the description, case-insensitive. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'cursor is not valid'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(100, 'limit must be at most 100'),
    ),
    String(TRANSACTIONS_PAGE_SIZE),
  ),
});

export const getTransactions = defineRoute({
  method: 'GET',
  path: '/api/v1/transactions/{userId}',
  summary: "A user's transactions, newest first, with the summary of spending",
  tag: 'transactions',
  access: 'user-or-service',
  owner: { in: 'params', field: 'userId' },
  params: v.object({ userId: UserId }),
  query: TransactionsQuery,
  response: v.object({ transactions: v.array(Transaction), summary: TransactionSummary, next_cursor: v.nullable(v.string()) }),
});
