import { EMPTY_TRANSACTION_SUMMARY, getTransactions, type Transaction, type TransactionSummary } from '@bagel/transactions-contract';
import { fakeFetch, fakeRoute, type FakeHandler, type FakeReply } from '@bagel/web-testing';

/** "Now" for stories and tests, so 'Today' and 'Yesterday' stay put. */
export const FIXED_NOW = new Date('2025-03-04T15:00:00');

const at = (day: number, hour: number, minute = 0) => new Date(2025, 2, day, hour, minute).toISOString();

export function transaction(overrides: Partial<Transaction> & Pick<Transaction, 'transaction_id'>): Transaction {
  return {
    transaction_date: at(4, 9),
    transaction_type: 'deposit',
    amount: 100,
    description: 'Card purchase',
    status: 'completed',
    category: null,
    counterparty: null,
    asset_name: null,
    buyer_id: null,
    seller_id: null,
    pod_id: null,
    dataset_id: null,
    transaction_hash: null,
    raw_data: null,
    ...overrides,
  };
}

/** Longer than a row has room for: the detail view shows all of it. */
export const FINE_TUNING_DESCRIPTION =
  'Fine-tuning llama3-support-bot on the support tickets dataset: 3 epochs on 1 × NVIDIA A100 40GB, learning rate 0.001';

export const SAMPLE_TRANSACTIONS: Transaction[] = [
  transaction({
    transaction_id: 'tx-5',
    transaction_type: 'transfer',
    amount: 12.5,
    description: 'Sent to bob',
    transaction_date: at(4, 14, 7),
    counterparty: 'bob',
  }),
  transaction({
    transaction_id: 'tx-4',
    transaction_type: 'deposit',
    amount: 250,
    description: 'Card purchase',
    transaction_date: at(4, 9, 30),
  }),
  transaction({
    transaction_id: 'tx-3',
    transaction_type: 'payment',
    amount: 40,
    description: FINE_TUNING_DESCRIPTION,
    transaction_date: at(3, 18, 45),
    category: 'fine_tuning',
    asset_name: 'llama3-support-bot',
    dataset_id: 'ds-support-tickets',
    pod_id: 'pod-a100-7',
  }),
  transaction({
    transaction_id: 'tx-2',
    transaction_type: 'refund',
    amount: 5,
    description: 'Refund: failed image generation',
    transaction_date: at(1, 11),
  }),
  transaction({
    transaction_id: 'tx-1',
    transaction_type: 'deposit',
    amount: 1000,
    description: 'Demo grant',
    transaction_date: 'not-a-date',
  }),
];

export const SAMPLE_SUMMARY: TransactionSummary = {
  total_cost_video_generations: 0,
  total_cost_image_generations: 20,
  total_cost_fine_tuning: 40,
  total_cost_llm_inference: 3.75,
  total_cost_asset_purchase: 0,
  other_costs: 1.25,
  total_token_transferred: 12.5,
};

export const EMPTY_SUMMARY = EMPTY_TRANSACTION_SUMMARY;

export const page = (
  transactions: Transaction[],
  next_cursor: string | null = null,
  summary = SAMPLE_SUMMARY,
): FakeReply<typeof getTransactions> => ({
  body: { transactions, summary, next_cursor },
});

/** A fake API answering the history route with `handler`. */
export const historyFetch = (handler: FakeHandler<typeof getTransactions>) => fakeFetch([fakeRoute(getTransactions, handler)]);
