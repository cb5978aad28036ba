import type { Decorator } from '@storybook/react-vite';
import type { Currency } from '@bagel/util';
import { CurrencyScope } from '@bagel/currency/testing';

/** Stories pick the header switch's currency with `parameters.currency` (BGL by default), so none inherits another's. */
export const withCurrency: Decorator = (Story, { parameters, id }) => (
  <CurrencyScope key={id} currency={(parameters as { currency?: Currency }).currency ?? 'BGL'}>
    <Story />
  </CurrencyScope>
);
