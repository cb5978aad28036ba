import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { buyAsset } from '@bagel/assets-contract';
import { type AppStoryParameters, fakeRoute, insufficientBalance, type FakeHandler, never, withCurrency } from '@bagel/web-testing';
import { assetFetch, marketListing } from '../testing/asset-fakes';
import { BuyAssetButton } from './buy-asset-button';

const purchase = (reply: FakeHandler<typeof buyAsset>) => assetFetch(marketListing(), [fakeRoute(buyAsset, reply)]);

/** Buy on a market listing: confirmed in a dialog that names the seller and the price; a refusal is told there. */
const meta = {
  title: 'Assets/BuyAssetButton',
  component: BuyAssetButton,
  args: { asset: marketListing() },
  decorators: [withCurrency],
  parameters: {
    fetch: purchase(() => ({ body: { asset: marketListing({ access: 'purchased' }), transaction_id: 'tx-1', balance: 987.5 } })),
  } satisfies AppStoryParameters,
} satisfies Meta<typeof BuyAssetButton>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const dialog = () => screen.findByRole('dialog', { name: 'Buy Customer reviews' });

const open: Play = async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Buy' }));

const confirm: Play = async (context) => {
  await open(context);
  await context.userEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm purchase' }));
};

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Confirming: Story = {
  play: async (context) => {
    await open(context);
    await expect(await dialog()).toHaveTextContent('You pay bob 🥯 12.50 for access to its files. This cannot be undone.');
  },
};

export const ConfirmingInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async (context) => {
    await open(context);
    await expect(await dialog()).toHaveTextContent('You pay bob 🥯 12.50 ($0.50) for access to its files.');
  },
};

/** While the purchase is under way: Confirm purchase spins, Cancel is off. */
export const Buying: Story = {
  parameters: { fetch: purchase(never) },
  play: async (context) => {
    await confirm(context);
    const buttons = within(await dialog());
    await waitFor(() => expect(buttons.getByRole('button', { name: 'Confirm purchase' })).toHaveAttribute('data-loading', 'true'));
    await expect(buttons.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Bought: the dialog closes (the page then shows the asset as purchased). */
export const Bought: Story = {
  play: async (context) => {
    await confirm(context);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A short balance, in the server's words, stays in the dialog. */
export const InsufficientBalance: Story = {
  parameters: { fetch: purchase(insufficientBalance()) },
  play: async (context) => {
    await confirm(context);
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent('The purchase did not go through');
    await expect(alert).toHaveTextContent('Insufficient balance');
    await expect(within(await dialog()).getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};
