export { BalanceChip } from './balance/balance-chip';
export { CurrencySwitch } from './balance/currency-switch';
export { SendBagelPanel, type SendBagelPanelProps } from './send/send-bagel-panel';
export { BuyBagelsPage } from './buy/buy-bagels-page';
