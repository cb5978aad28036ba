import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { sendBagels } from '@bagel/wallet-contract';
import { type AppStoryParameters, fakeRoute, never, withCurrency } from '@bagel/web-testing';
import { bagelsSent, walletFetch } from '../testing/wallet-fakes';
import { SendBagelPanel } from './send-bagel-panel';

/** The open panel; alice has 1,000 BGL and the fake API's answer picks the outcome of Send. */
const meta = {
  title: 'Wallet/SendBagelPanel',
  component: SendBagelPanel,
  args: { opened: true, onClose: fn() },
  decorators: [withCurrency],
  parameters: { fetch: walletFetch(1000, [fakeRoute(sendBagels, bagelsSent(987.5))]) } satisfies AppStoryParameters,
} satisfies Meta<typeof SendBagelPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillAndSend(userEvent: UserEvent, recipient = 'bob') {
  await userEvent.type(await screen.findByRole('textbox', { name: /Recipient User Name/ }), recipient);
  await userEvent.type(screen.getByRole('textbox', { name: /Bagel Amount/ }), '12.5');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

export const Empty: Story = {};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Recipient User Name/ }), 'bob');
    await userEvent.type(screen.getByRole('textbox', { name: /Bagel Amount/ }), '0.5');
  },
};

export const ValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Send Bagel' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  },
};

export const Sending: Story = {
  parameters: { fetch: walletFetch(1000, [fakeRoute(sendBagels, never)]) },
  play: async ({ userEvent }) => fillAndSend(userEvent),
};

/** More than the balance: the shortfall is the amount's error, Remaining Balance stays at 0.00 and Send is disabled. */
export const Shortfall: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Recipient User Name/ }), 'bob');
    await userEvent.type(screen.getByRole('textbox', { name: /Bagel Amount/ }), '1012.5');
    await screen.findByText('You need 🥯 12.50 more');
  },
};

export const ShortfallInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Bagel Amount/ }), '40.5');
    await screen.findByText('You need $0.50 more');
  },
};

/** Typed as 'BOB'; the text names the recipient as stored. */
export const Success: Story = {
  play: async ({ userEvent }) => {
    await fillAndSend(userEvent, 'BOB');
    await screen.findByText("You've successfully sent 🥯 12.50 to bob.");
  },
};

export const Failure: Story = {
  parameters: {
    fetch: walletFetch(1000, [fakeRoute(sendBagels, () => ({ status: 404, body: { error: 'not_found', detail: 'Recipient not found' } }))]),
  },
  play: async ({ userEvent }) => fillAndSend(userEvent),
};
