import type { Transaction, TransactionSummary } from '@bagel/transactions-contract';
import { hundredthsToBagels } from '@bagel/util';
import type { LedgerLine, SpendingSummary } from './ledger-line';

/** Later features (asset purchases, deployments) name what was paid for in the transfer's metadata. */
const metadataText = (metadata: Record<string, unknown>, field: string) => {
  const value = metadata[field];
  return typeof value === 'string' ? value : null;
};

/** A ledger line as the normalised transaction of spec §3, in BGL. */
export function toTransaction(line: LedgerLine): Transaction {
  const { metadata } = line;
  return {
    transaction_id: line.transferId,
    transaction_date: line.createdAt.toISOString(),
    transaction_type: line.type,
    amount: hundredthsToBagels(line.amount),
    description: line.description,
    status: 'completed',
    category: line.category,
    counterparty: line.counterparty,
    asset_name: metadataText(metadata, 'asset_name'),
    buyer_id: metadataText(metadata, 'buyer_id'),
    seller_id: metadataText(metadata, 'seller_id'),
    pod_id: metadataText(metadata, 'pod_id'),
    dataset_id: metadataText(metadata, 'dataset_id'),
    transaction_hash: null,
    raw_data: Object.keys(metadata).length > 0 ? metadata : null,
  };
}

export const toSummary = (summary: SpendingSummary): TransactionSummary =>
  Object.fromEntries(Object.entries(summary).map(([field, hundredths]) => [field, hundredthsToBagels(hundredths)])) as TransactionSummary;
