export { useCurrency, useCurrencyStore, CURRENCY_STORAGE_KEY, type CurrencyState } from './currency-store';
