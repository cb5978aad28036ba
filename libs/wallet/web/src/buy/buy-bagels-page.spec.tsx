import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { useCurrencyStore } from '@bagel/session';
import { renderWithProviders, type FakeHandler } from '@bagel/web-testing';
import { BalanceChip } from '../balance/balance-chip';
import { userData, walletFetch } from '../testing/wallet-fakes';
import { BuyBagelsPage } from './buy-bagels-page';

const PI = 'pi_sandbox_123';

function renderPage(handlers: Record<string, FakeHandler>, route = '/buy-bagels') {
  let balance = 1000;
  const fetch = walletFetch(0, {
    'GET /api/v1/users/{userId}': () => userData(balance),
    ...handlers,
  });
  const credit = (bagels: number) => (balance += bagels);
  const rendered = renderWithProviders(
    <>
      <BalanceChip />
      <BuyBagelsPage />
    </>,
    { fetch, route, path: '/buy-bagels' },
  );
  return { ...rendered, fetch, credit };
}

afterEach(() => {
  useCurrencyStore.setState({ currency: 'BGL' });
  vi.restoreAllMocks();
});

describe('BuyBagelsPage', () => {
  it('prices BGL, pays with the sandbox card, then waits for the credit and refreshes the balance', async () => {
    let statusCalls = 0;
    const { user, fetch, credit, container } = renderPage({
      'POST /api/create-payment-intent': () => ({ body: { clientSecret: `${PI}_secret_abc` } }),
      'POST /api/payments/sandbox/confirm': () => ({ body: { status: 'succeeded', payment_intent: PI } }),
      'GET /api/payments/{id}': () => {
        statusCalls += 1;
        if (statusCalls === 1) return { body: { status: 'succeeded', amount_usd: 10, bagels: 250, credited: false } };
        credit(250);
        return { body: { status: 'succeeded', amount_usd: 10, bagels: 250, credited: true } };
      },
    });
    expect(screen.getByText(/Stripe, which charges at least \$0.50 and only whole cents/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Amount \(BGL\)/ }), '250');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('🥯 250.00')).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/34');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(/Payment pending: 🥯 250.00 will be added/)).toBeInTheDocument();
    expect(await screen.findByText('Payment received: 🥯 250.00 added to your balance', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('🥯 1,250.00')).toBeInTheDocument();
    const intent = fetch.requests.find((r) => r.path === '/api/create-payment-intent');
    expect(intent?.body).toEqual({ amount: 10 });
    const confirm = fetch.requests.find((r) => r.path === '/api/payments/sandbox/confirm');
    expect(confirm?.body).toEqual({ client_secret: `${PI}_secret_abc`, card_number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' });
  });

  it('in USD mode takes dollars and refuses less than $0.50 before calling anyone', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { user, fetch } = renderPage({});
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await user.type(amount, '0.4');
    expect(screen.getByText('🥯 10.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(amount).toHaveAccessibleDescription(/The minimum purchase is \$0.50 \(🥯 12.50\)\./);
    expect(fetch.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("shows 'invalid payment details' for a declined card", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage({
      'POST /api/create-payment-intent': () => ({ body: { clientSecret: `${PI}_secret_abc` } }),
      'POST /api/payments/sandbox/confirm': () => ({ status: 402, body: { error: 'card_declined', detail: 'Your card was declined.' } }),
    });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/34');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^invalid payment details$/);
    expect(logged).toHaveBeenCalled();
  });

  it('the return view shows a failed payment', async () => {
    renderPage({ 'GET /api/payments/{id}': () => ({ body: { status: 'failed', amount_usd: 10, bagels: 250, credited: false } }) }, `/buy-bagels?amount=250&payment_intent=${PI}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid payment details');
  });
});
