import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { confirmSandboxPayment, createPaymentIntent, getPaymentStatus } from '@bagel/payments-contract';
import { type AppStoryParameters, fakeRoute, never, withCurrency } from '@bagel/web-testing';
import { CurrencySwitch } from '../balance/currency-switch';
import {
  cardDeclined,
  PAYMENT_INTENT_ID,
  paymentIntent,
  paymentStatus,
  sandboxPaid,
  unknownPayment,
  walletFetch,
} from '../testing/wallet-fakes';
import { BuyBagelsPage } from './buy-bagels-page';

/** /buy-bagels with the embedded sandbox as the payment provider. */
const meta = {
  title: 'Wallet/BuyBagelsPage',
  component: BuyBagelsPage,
  decorators: [withCurrency],
  parameters: {
    route: '/buy-bagels',
    path: '/buy-bagels',
    fetch: walletFetch(1000, [
      fakeRoute(createPaymentIntent, paymentIntent),
      fakeRoute(confirmSandboxPayment, sandboxPaid),
      fakeRoute(getPaymentStatus, paymentStatus(true)),
    ]),
  } satisfies AppStoryParameters,
} satisfies Meta<typeof BuyBagelsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function typeAmount(userEvent: UserEvent, amount: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), amount);
}

async function payWithCard(userEvent: UserEvent, card = '4242 4242 4242 4242', expiry = '12/34', cvc = '123') {
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), card);
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry/ }), expiry);
  await userEvent.type(screen.getByRole('textbox', { name: /CVC/ }), cvc);
  await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
}

/** 250 BGL typed: the Pay button says what the card is charged. */
export const BagelsEntry: Story = {
  play: async ({ userEvent }) => {
    await typeAmount(userEvent, '250');
    await expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeVisible();
  },
};

/** One click on a preset fills the amount; the presets follow the currency switch ($4, $10, $20, $40 in USD). */
export const PresetChosen: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '🥯 500.00' }));
    await expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('500');
    await expect(screen.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
  },
};

export const PresetChosenInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '$10.00' }));
    await expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeVisible();
  },
};

export const DollarsEntry: Story = { parameters: { currency: 'USD' }, play: async ({ userEvent }) => typeAmount(userEvent, '10') };

export const BelowMinimum: Story = {
  play: async ({ userEvent }) => {
    await typeAmount(userEvent, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(/The minimum purchase is \$0\.50/);
  },
};

export const Paying: Story = {
  parameters: { fetch: walletFetch(1000, [fakeRoute(createPaymentIntent, never)]) },
  play: async ({ userEvent }) => {
    await typeAmount(userEvent, '250');
    await payWithCard(userEvent);
  },
};

export const PaymentError: Story = {
  parameters: {
    fetch: walletFetch(1000, [fakeRoute(createPaymentIntent, paymentIntent), fakeRoute(confirmSandboxPayment, cardDeclined)]),
  },
  play: async ({ userEvent }) => {
    await typeAmount(userEvent, '250');
    await payWithCard(userEvent, '4000 0000 0000 0002');
  },
};

export const ReturnPending: Story = {
  parameters: {
    route: `/buy-bagels?amount=250&payment_intent=${PAYMENT_INTENT_ID}`,
    fetch: walletFetch(1000, [fakeRoute(getPaymentStatus, paymentStatus(false))]),
  },
};

export const ReturnCredited: Story = {
  parameters: {
    route: `/buy-bagels?amount=250&payment_intent=${PAYMENT_INTENT_ID}`,
    fetch: walletFetch(1250, [fakeRoute(getPaymentStatus, paymentStatus(true))]),
  },
};

/** Each card field's own problem, in Stripe's words, before anything is sent. */
export const CardFieldErrors: Story = {
  play: async ({ userEvent }) => {
    await typeAmount(userEvent, '250');
    await payWithCard(userEvent, '4242 4242 4242 4241', '01/20', '12');
    await screen.findByText('Your card number is invalid.');
    await screen.findByText("Your card's expiry date is in the past.");
    await screen.findByText("Your card's security code is incomplete.");
  },
};

/** 25 BGL typed, then the header's switch set to USD: the field now reads 1.00. */
export const AmountConverted: Story = {
  render: (args) => (
    <>
      <CurrencySwitch />
      <BuyBagelsPage {...args} />
    </>
  ),
  play: async ({ userEvent }) => {
    await typeAmount(userEvent, '25');
    await userEvent.click(screen.getByText('USD'));
    await screen.findByDisplayValue('1.00');
  },
};

export const ReturnUnknownPayment: Story = {
  parameters: {
    route: '/buy-bagels?payment_intent=pi_unknown&amount=5',
    fetch: walletFetch(1000, [fakeRoute(getPaymentStatus, unknownPayment)]),
  },
  play: async () => {
    await screen.findByRole('heading', { name: 'We could not find this payment' });
  },
};

/** The round of polls is over and the payment is still not confirmed (shortened here to two polls). */
export const ReturnStillPending: Story = {
  args: { polling: { everyMs: 10, maxPolls: 2 } },
  parameters: {
    route: `/buy-bagels?amount=250&payment_intent=${PAYMENT_INTENT_ID}`,
    fetch: walletFetch(1000, [fakeRoute(getPaymentStatus, paymentStatus(false))]),
  },
  play: async () => {
    await screen.findByRole('button', { name: 'Check again' });
  },
};
