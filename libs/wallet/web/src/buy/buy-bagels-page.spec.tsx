import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useCurrencyStore } from '@bagel/currency';
import { confirmSandboxPayment, createPaymentIntent, getPaymentStatus } from '@bagel/payments-contract';
import { getUserData } from '@bagel/wallet-contract';
import { fakeRoute, renderWithProviders, type FakeReply, type RouteFake } from '@bagel/web-testing';
import { BalanceChip } from '../balance/balance-chip';
import { BuyBagelsTooltip } from '../balance/buy-bagels-tooltip';
import { CurrencySwitch } from '../balance/currency-switch';
import { unknownPayment, userData, walletFetch } from '../testing/wallet-fakes';
import { BuyBagelsPage } from './buy-bagels-page';
import type { PaymentPolling } from './payment-return';

const PI = 'pi_sandbox_123';
const processing = (): FakeReply<typeof getPaymentStatus> => ({
  body: { status: 'processing', amount_usd: 10, bagels: 250, credited: false },
});

/** Polls every few milliseconds, so a test waits for answers, not for the clock. */
const QUICK_POLLING: PaymentPolling = { everyMs: 5, maxPolls: 60 };

function renderPage(fakes: RouteFake[], route = '/buy-bagels', polling = QUICK_POLLING) {
  let balance = 1000;
  const fetch = walletFetch(0, [fakeRoute(getUserData, () => userData(balance)), ...fakes]);
  const credit = (bagels: number) => (balance += bagels);
  const rendered = renderWithProviders(
    <>
      <BalanceChip buyButton={<BuyBagelsTooltip />} />
      <CurrencySwitch />
      <BuyBagelsPage polling={polling} />
    </>,
    { fetch, route, path: '/buy-bagels' },
  );
  return { ...rendered, fetch, credit };
}

afterEach(() => {
  useCurrencyStore.setState({ currency: 'BGL' });
  vi.restoreAllMocks();
});

// Many keystrokes through Mantine fields: on a busy two-core machine that alone can take seconds.
describe('BuyBagelsPage', { timeout: 30_000 }, () => {
  it('prices BGL, pays with the sandbox card, then waits for the credit and refreshes the balance', async () => {
    let statusCalls = 0;
    const { user, fetch, credit, container } = renderPage([
      fakeRoute(createPaymentIntent, () => ({ body: { clientSecret: `${PI}_secret_abc` } })),
      fakeRoute(confirmSandboxPayment, () => ({ body: { status: 'succeeded', payment_intent: PI } })),
      fakeRoute(getPaymentStatus, () => {
        statusCalls += 1;
        if (statusCalls === 1) return { body: { status: 'succeeded', amount_usd: 10, bagels: 250, credited: false } };
        credit(250);
        return { body: { status: 'succeeded', amount_usd: 10, bagels: 250, credited: true } };
      }),
    ]);
    expect(
      screen.getByText(/^This is a sandbox: no card is really charged\. A payment is at least \$0\.50 and only whole cents/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Amount \(BGL\)/ }), '250');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('🥯 250.00', { selector: 'dd' })).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/34');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    expect(await screen.findByText(/Payment pending: 🥯 250.00 will be added/)).toBeInTheDocument();
    expect(await screen.findByText('Payment received: 🥯 250.00 added to your balance', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('🥯 1,250.00')).toBeInTheDocument();
    const intent = fetch.requests.find((r) => r.path === '/api/create-payment-intent');
    expect(intent?.body).toEqual({ amount: 10 });
    const confirm = fetch.requests.find((r) => r.path === '/api/payments/sandbox/confirm');
    expect(confirm?.body).toEqual({
      client_secret: `${PI}_secret_abc`,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    });
  });

  it('in USD mode takes dollars and refuses less than $0.50 before calling anyone', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { user, fetch } = renderPage([]);
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await user.type(amount, '0.4');
    expect(screen.getByText('🥯 10.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(amount).toHaveAccessibleDescription(/The minimum purchase is \$0.50 \(🥯 12.50\)\./);
    expect(fetch.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("shows 'invalid payment details' for a declined card", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage([
      fakeRoute(createPaymentIntent, () => ({ body: { clientSecret: `${PI}_secret_abc` } })),
      fakeRoute(confirmSandboxPayment, () => ({ status: 402, body: { error: 'card_declined', detail: 'Your card was declined.' } })),
    ]);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/34');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $4.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^invalid payment details$/);
    expect(logged).toHaveBeenCalled();
  });

  it('the return view shows a failed payment', async () => {
    renderPage(
      [fakeRoute(getPaymentStatus, () => ({ body: { status: 'failed', amount_usd: 10, bagels: 250, credited: false } }))],
      `/buy-bagels?amount=250&payment_intent=${PI}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid payment details');
  });

  it('formats and checks each card field as Stripe does, and pays nothing while one is wrong', async () => {
    const { user, fetch } = renderPage([]);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    const number = screen.getByRole('textbox', { name: /Card number/ });
    const expiry = screen.getByRole('textbox', { name: /Expiry/ });
    const cvc = screen.getByRole('textbox', { name: /CVC/ });
    expect([number, expiry, cvc].map((input) => [input.getAttribute('autocomplete'), input.getAttribute('inputmode')])).toEqual([
      ['cc-number', 'numeric'],
      ['cc-exp', 'numeric'],
      ['cc-csc', 'numeric'],
    ]);

    await user.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(number).not.toHaveAccessibleDescription(/invalid/);
    await user.tab();
    expect(number).toHaveAccessibleDescription(/Your card number is invalid\./);
    await user.clear(number);
    await user.type(number, '4242 4242');
    expect(number).not.toHaveAccessibleDescription(/Your card number/);
    await user.type(expiry, '0120');
    expect(number).toHaveAccessibleDescription(/Your card number is incomplete\./);
    expect(expiry).toHaveValue('01 / 20');
    await user.type(cvc, '12');
    expect(expiry).toHaveAccessibleDescription(/Your card's expiry date is in the past\./);
    await user.click(screen.getByRole('button', { name: 'Pay $4.00' }));
    expect(cvc).toHaveAccessibleDescription(/Your card's security code is incomplete\./);
    expect(number).toHaveFocus();
    expect(fetch.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.queryByText('invalid payment details')).not.toBeInTheDocument();
  });

  it('offers preset amounts in the current currency; one click fills the amount and the Pay button’s total', async () => {
    const { user } = renderPage([]);
    const presets = within(screen.getByRole('group', { name: 'Preset amounts' }));
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '🥯 100.00',
      '🥯 250.00',
      '🥯 500.00',
      '🥯 1,000.00',
    ]);
    await user.click(presets.getByRole('button', { name: '🥯 250.00' }));
    expect(screen.getByRole('textbox', { name: /Amount \(BGL\)/ })).toHaveValue('250');
    expect(presets.getByRole('button', { name: '🥯 250.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();

    await user.click(screen.getByText('USD'));
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual(['$4.00', '$10.00', '$20.00', '$40.00']);
    expect(presets.getByRole('button', { name: '$10.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(presets.getByRole('button', { name: '$40.00' }));
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('40.00');
    expect(screen.getByRole('button', { name: 'Pay $40.00' })).toBeInTheDocument();
    // Typed by hand, the amount is no preset; a total the card cannot be charged shows no total.
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await user.clear(amount);
    await user.type(amount, '0.3');
    expect(presets.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it('says where amounts are switched without placing the switch, which is in the menu on a phone', () => {
    renderPage([]);
    expect(screen.getByRole('textbox', { name: /Amount \(BGL\)/ })).toHaveAccessibleDescription(
      'Between 🥯 12.50 and 🥯 250,000.00 per payment. The currency switch chooses dollars or Bagels.',
    );
  });

  it('shows the smallest and largest payment before anything is typed, in the current currency', async () => {
    const { user } = renderPage([]);
    expect(screen.getByRole('textbox', { name: /Amount \(BGL\)/ })).toHaveAccessibleDescription(
      /^Between 🥯 12\.50 and 🥯 250,000\.00 per payment\./,
    );
    await user.click(screen.getByText('USD'));
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveAccessibleDescription(
      /^Between \$0\.50 and \$10,000\.00 per payment\./,
    );
  });

  it('converts the typed amount when the currency switch changes', async () => {
    const { user } = renderPage([]);
    await user.type(screen.getByRole('textbox', { name: /Amount \(BGL\)/ }), '25');
    await user.click(screen.getByText('USD'));
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('1.00');
    expect(screen.getByText('🥯 25.00')).toBeInTheDocument();
    await user.click(screen.getByText('BGL'));
    expect(screen.getByRole('textbox', { name: /Amount \(BGL\)/ })).toHaveValue('25');

    await user.click(screen.getByText('USD'));
    const usd = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await user.clear(usd);
    await user.type(usd, '0.51');
    await user.click(screen.getByText('BGL'));
    expect(screen.getByRole('textbox', { name: /Amount \(BGL\)/ })).toHaveValue('12.75');
  });

  it('says a payment it cannot find is not found, once, with a way to start again', async () => {
    const { fetch } = renderPage([fakeRoute(getPaymentStatus, unknownPayment)], '/buy-bagels?payment_intent=pi_unknown&amount=5');
    expect(await screen.findByRole('heading', { name: 'We could not find this payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/buy-bagels');
    expect(screen.queryByText(/Payment pending/)).not.toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.path === '/api/payments/pi_unknown')).toHaveLength(1);
  });

  it('stops asking after its round of polls, says the payment is still pending, and checks again on request', async () => {
    let answers = 0;
    const { user, fetch } = renderPage(
      [
        fakeRoute(getPaymentStatus, () => {
          answers += 1;
          return processing();
        }),
      ],
      `/buy-bagels?amount=250&payment_intent=${PI}`,
      { ...QUICK_POLLING, maxPolls: 3 },
    );
    const still = await screen.findByText(/This is taking longer than usual/, {}, { timeout: 3000 });
    expect(still).toHaveTextContent('Payment pending: 🥯 250.00 will be added to your balance as soon as the payment is confirmed.');
    expect(answers).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(answers).toBe(6), { timeout: 3000 });
    expect(await screen.findByText(/This is taking longer than usual/)).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.path === `/api/payments/${PI}`)).toHaveLength(6);
  });
});
