import type { PaymentCategory } from '@bagel/contract';
import type { TransactionSummary, TransactionType } from '@bagel/transactions-contract';
import type { TransferKind } from './wallet.schema';

/** One transfer as one account's owner sees it. Amounts are hundredths of a Bagel. */
export interface LedgerLine {
  transferId: string;
  entryId: number;
  createdAt: Date;
  kind: TransferKind;
  type: TransactionType;
  /** Always positive; the type says which way it went. */
  amount: number;
  description: string;
  counterparty: string | null;
  category: PaymentCategory | null;
  metadata: Record<string, unknown>;
}

/** The summary's seven fields, in hundredths, over the whole of a user's history. */
export type SpendingSummary = Record<keyof TransactionSummary, number>;

/**
 * The spec's transaction type of each side of a transfer. A user-to-user transfer is a 'transfer'
 * (shown −) for the sender and a 'credit' (shown +) for the recipient; system sides use debit/credit.
 */
export const LINE_TYPES: Record<TransferKind, { out: TransactionType; in: TransactionType }> = {
  deposit: { out: 'debit', in: 'deposit' },
  transfer: { out: 'transfer', in: 'credit' },
  credit: { out: 'debit', in: 'credit' },
  payment: { out: 'payment', in: 'credit' },
  refund: { out: 'debit', in: 'refund' },
  withdrawal: { out: 'withdrawal', in: 'credit' },
};

/** Row fields the history and replay queries select, as both drivers return them. */
export interface LineRow {
  transfer_id: string;
  entry_id: number | string;
  micros: number | string;
  kind: TransferKind;
  transaction_type: TransactionType;
  amount: number | string;
  description: string;
  counterparty: string | null;
  category: PaymentCategory | null;
  metadata: Record<string, unknown> | string | null;
}

/** Microseconds since the epoch: the database's own precision, which a JS Date would round away. */
export const microsToDate = (micros: number | string) => new Date(Math.floor(Number(micros) / 1000));

export function lineFromRow(row: LineRow): LedgerLine {
  const metadata = typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as Record<string, unknown>) : (row.metadata ?? {});
  return {
    transferId: row.transfer_id,
    entryId: Number(row.entry_id),
    createdAt: microsToDate(row.micros),
    kind: row.kind,
    type: row.transaction_type,
    amount: Math.abs(Number(row.amount)),
    description: row.description,
    counterparty: row.counterparty,
    category: row.category,
    metadata,
  };
}
