import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { confirmSandboxPayment, createPaymentIntent } from '@bagel/payments-contract';
import { type AppStoryParameters, type FakeFetch, fakeRoute, never, withFrame } from '@bagel/web-testing';
import { cardDeclined, paymentIntent, sandboxPaid, walletFetch } from '../testing/wallet-fakes';
import { SandboxCardForm } from './sandbox-card-form';

/** The embedded sandbox's card form for a $10.00 purchase of 250 BGL. */
const meta = {
  title: 'Wallet/SandboxCardForm',
  component: SandboxCardForm,
  args: { total: 10, checkAmount: fn(() => ({ bagels: 250, usd: 10, problem: null })) },
  decorators: [withFrame],
  parameters: {
    width: 420,
    fetch: walletFetch(1000, [fakeRoute(createPaymentIntent, paymentIntent), fakeRoute(confirmSandboxPayment, sandboxPaid)]),
  } satisfies AppStoryParameters & { width: number },
} satisfies Meta<typeof SandboxCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function pay(userEvent: UserEvent, card = '4242424242424242', expiry = '1234', cvc = '123') {
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), card);
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), expiry);
  await userEvent.type(screen.getByRole('textbox', { name: /CVC/ }), cvc);
  await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
}

/** Empty fields, the test cards told, and the charge on the button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(/4242 4242 4242 4242 succeeds/);
    await expect(canvas.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An amount that cannot be charged yet: the button just says Pay. */
export const NoTotal: Story = {
  args: { total: null },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Pay' })).toBeVisible(),
};

/** Pay with wrong fields: each says its problem in Stripe's words; the first wrong one takes the focus. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await pay(userEvent, '4242424242424241', '0120', '12');
    await expect(await canvas.findByText('Your card number is invalid.')).toBeVisible();
    await expect(canvas.getByText("Your card's expiry date is in the past.")).toBeVisible();
    await expect(canvas.getByText("Your card's security code is incomplete.")).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
  },
};

/** Paying: the button spins until the processor answers. */
export const Paying: Story = {
  parameters: { fetch: walletFetch(1000, [fakeRoute(createPaymentIntent, never)]) },
  play: async ({ canvas, userEvent }) => {
    await pay(userEvent);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay $10.00' })).toHaveAttribute('data-loading', 'true'));
  },
};

/** The declined test card: the spec's one payment error, and the form stays to try again. */
export const Declined: Story = {
  parameters: {
    fetch: walletFetch(1000, [fakeRoute(createPaymentIntent, paymentIntent), fakeRoute(confirmSandboxPayment, cardDeclined)]),
  },
  play: async ({ canvas, userEvent }) => {
    await pay(userEvent, '4000000000000002');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('invalid payment details');
    await expect(canvas.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
  },
};

/** Paid: the sandbox gets the card's digits without spaces and the expiry as numbers. */
export const Paid: Story = {
  play: async ({ parameters, userEvent }) => {
    await pay(userEvent);
    const requests = (parameters.fetch as FakeFetch).requests;
    await waitFor(() => expect(requests.some((request) => request.path === '/api/payments/sandbox/confirm')).toBe(true));
    await expect(requests.find((request) => request.path === '/api/payments/sandbox/confirm')?.body).toMatchObject({
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    });
  },
};
