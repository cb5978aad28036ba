import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getPaymentStatus } from '@bagel/payments-contract';
import { type AppStoryParameters, fakeRoute, type FakeHandler, never, withCurrency, withFrame } from '@bagel/web-testing';
import { PAYMENT_INTENT_ID, paymentStatus, unknownPayment, walletFetch } from '../testing/wallet-fakes';
import { PaymentReturn } from './payment-return';

const paymentFetch = (handler: FakeHandler<typeof getPaymentStatus>) => walletFetch(1000, [fakeRoute(getPaymentStatus, handler)]);

/** Back from paying 250 BGL: the page waits for the webhook's credit. */
const meta = {
  title: 'Wallet/PaymentReturn',
  component: PaymentReturn,
  args: { paymentIntentId: PAYMENT_INTENT_ID, expectedBagels: 250, polling: { everyMs: 10, maxPolls: 2 } },
  decorators: [withFrame, withCurrency],
  parameters: { width: 560, fetch: paymentFetch(paymentStatus(true)) } satisfies AppStoryParameters & { width: number },
} satisfies Meta<typeof PaymentReturn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Credited: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment received: 🥯 250.00 added to your balance')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Thank you!/);
    await expect(canvas.getByRole('link', { name: 'Buy more Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};

export const CreditedInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment received: $10.00 added to your balance')).toBeVisible();
  },
};

/** The first answer on its way: pending, with the amount from the return URL. */
export const Pending: Story = {
  parameters: { fetch: paymentFetch(never) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Payment pending: 🥯 250.00 will be added to your balance as soon as the payment is confirmed.',
    );
  },
};

/** A return URL without an amount says 'your Bagels'. */
export const PendingWithoutAmount: Story = {
  args: { expectedBagels: null },
  parameters: { fetch: paymentFetch(never) },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(/^Payment pending: your Bagels will be added/),
};

/** The round of polls is over (two here): Still pending, and a way to check again. */
export const StillPending: Story = {
  parameters: { fetch: paymentFetch(paymentStatus(false)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('This is taking longer than usual; check again in a moment.');
  },
};

export const Failed: Story = {
  parameters: { fetch: paymentFetch(() => ({ body: { status: 'failed', amount_usd: 10, bagels: 250, credited: false } })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('invalid payment details');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/buy-bagels');
  },
};

/** Someone else's payment, or none: nothing to wait for. */
export const Unknown: Story = {
  parameters: { fetch: paymentFetch(unknownPayment) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'We could not find this payment' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/buy-bagels');
  },
};

/** The server cannot be asked (after its retries): the error and Try again. */
export const CheckFailed: Story = {
  parameters: { fetch: paymentFetch(() => ({ status: 503, body: { error: 'unavailable', detail: 'Payments are down' } })) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not check your payment');
    await expect(alert).toHaveTextContent('Payments are down');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
