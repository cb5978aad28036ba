export { TransactionHistoryPanel, type TransactionHistoryPanelProps } from './transaction-history-panel';
