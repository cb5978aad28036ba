import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CURRENCIES, type Currency } from '@bagel/util';

export interface CurrencyState {
  currency: Currency;
  setCurrency(currency: Currency): void;
}

/** Where the choice is kept across reloads; it is a display preference, not a secret. */
export const CURRENCY_STORAGE_KEY = 'bagel.currency';

const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** The header's USD/BGL switch, shared by every amount the wallet and the history show. */
export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currency: 'BGL',
      setCurrency: (currency) => set({ currency }),
    }),
    {
      name: CURRENCY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ currency }) => ({ currency }),
      // A hand-edited or outdated value falls back to BGL instead of breaking every amount on the page.
      merge: (persisted, current) => {
        const stored = (persisted as Partial<CurrencyState> | undefined)?.currency;
        return isCurrency(stored) ? { ...current, currency: stored } : current;
      },
    },
  ),
);

/** The current currency and its setter. */
export function useCurrency(): CurrencyState {
  const currency = useCurrencyStore((state) => state.currency);
  const setCurrency = useCurrencyStore((state) => state.setCurrency);
  return { currency, setCurrency };
}
