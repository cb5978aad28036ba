import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { getUserData } from '@bagel/wallet-contract';
import { useCurrencyStore } from '@bagel/currency';
import { fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { walletFetch } from '../testing/wallet-fakes';
import { BalanceChip } from './balance-chip';
import { BuyBagelsTooltip } from './buy-bagels-tooltip';
import { CurrencySwitch } from './currency-switch';

afterEach(() => {
  useCurrencyStore.setState({ currency: 'BGL' });
  localStorage.clear();
});

describe('BalanceChip and CurrencySwitch', () => {
  it('shows the balance with the bagel emoji, then in dollars after the switch', async () => {
    const fetch = walletFetch(1000);
    const { user, container } = renderWithProviders(
      <>
        <CurrencySwitch />
        <BalanceChip buyButton={<BuyBagelsTooltip />} />
      </>,
      { fetch },
    );
    expect(screen.getByRole('status', { name: 'Loading balance' })).toBeInTheDocument();
    expect(await screen.findByText('🥯 1,000.00')).toBeInTheDocument();
    expect(fetch.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/users/0b6f7f1e-2a4c-4d8e-9f10-1a2b3c4d5e6f' });
    expect(screen.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');

    expect(screen.getByRole('radiogroup', { name: 'Currency' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'USD' }));
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(useCurrencyStore.getState().currency).toBe('USD');

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says so when the balance cannot be loaded', async () => {
    const fetch = walletFetch(0, [fakeRoute(getUserData, () => ({ status: 404, body: { error: 'not_found', detail: 'User not found' } }))]);
    renderWithProviders(<BalanceChip buyButton={<BuyBagelsTooltip />} />, { fetch });
    expect(await screen.findByText('Balance unavailable')).toHaveAttribute('title', 'User not found');
  });
});
