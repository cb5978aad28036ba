export { TransactionHistoryPanel, type TransactionHistoryPanelProps } from './history/transaction-history-panel';
