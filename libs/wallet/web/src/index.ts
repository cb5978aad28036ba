export { BalanceChip } from './balance/balance-chip';
export { BuyBagelsButton } from './balance/buy-bagels-button';
export { BuyBagelsTooltip } from './balance/buy-bagels-tooltip';
export { CurrencySwitch } from './balance/currency-switch';
export { SendBagelPanel, type SendBagelPanelProps } from './send/send-bagel-panel';
export { BuyBagelsPage } from './buy/buy-bagels-page';
