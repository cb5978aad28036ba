import { useState, type ReactNode } from 'react';
import type { Currency } from '@bagel/util';
import { useCurrencyStore } from './currency-store';

/** Sets the currency switch before its children first render: stories and tests of BGL and USD modes. */
export function CurrencyScope({ currency, children }: { currency: Currency; children: ReactNode }) {
  useState(() => useCurrencyStore.setState({ currency }));
  return children;
}
