export { walletPlugin, type WalletPluginOptions } from './wallet.plugin';
export {
  createLedger,
  type Ledger,
  type LedgerResult,
  type ChargeInput,
  type RefundInput,
  type CreditInput,
  type DepositInput,
  type PayInput,
  type TransferInput,
} from './ledger';
export { createLedgerPort } from './ledger-port';
export { createLedgerEvents } from './ledger-events';
export type { HistoryFilters, HistoryPage } from './history.repository';
export { LINE_TYPES, type LedgerLine, type SpendingSummary } from './ledger-line';
export { toTransaction, toSummary } from './transaction-view';
export { walletMigrations } from './wallet.migrations';
export { SYSTEM_ACCOUNTS, TRANSFER_KINDS, type SystemAccount, type TransferKind } from './wallet.schema';
