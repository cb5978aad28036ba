import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_STORAGE_KEY, useCurrency, useCurrencyStore } from './index';
import { CurrencyScope } from './testing';

function Probe() {
  const { currency, setCurrency } = useCurrency();
  return (
    <button type="button" onClick={() => setCurrency(currency === 'BGL' ? 'USD' : 'BGL')}>
      {currency}
    </button>
  );
}

afterEach(() => {
  localStorage.clear();
  useCurrencyStore.setState({ currency: 'BGL' });
});

describe('currency preference', () => {
  it('starts in BGL, switches, and is kept in localStorage', async () => {
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('BGL');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('USD');
    expect(JSON.parse(localStorage.getItem(CURRENCY_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { currency: 'USD' } });
  });

  it('reads the kept choice back after a reload, and ignores a value it does not know', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, JSON.stringify({ state: { currency: 'USD' }, version: 0 }));
    await act(() => useCurrencyStore.persist.rehydrate());
    expect(useCurrencyStore.getState().currency).toBe('USD');

    useCurrencyStore.setState({ currency: 'BGL' });
    localStorage.setItem(CURRENCY_STORAGE_KEY, JSON.stringify({ state: { currency: 'EUR' }, version: 0 }));
    await act(() => useCurrencyStore.persist.rehydrate());
    expect(useCurrencyStore.getState().currency).toBe('BGL');
  });

  it('CurrencyScope sets the currency before its children render', () => {
    render(
      <CurrencyScope currency="USD">
        <Probe />
      </CurrencyScope>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('USD');
  });
});
