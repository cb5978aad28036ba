import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { buyAsset, getAsset } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { type AppStoryParameters, failure, fakeRoute, never, withCurrency } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID, marketListing } from '../testing/asset-fakes';
import { MarketAssetPage } from './market-asset-page';

/** A dataset on the market as alice sees it: bob's listing to buy, one she bought, or her own. */
const meta = {
  title: 'Assets/MarketAssetPage',
  component: MarketAssetPage,
  args: { kind: 'dataset', id: DATASET_ID },
  decorators: [withCurrency],
  parameters: {
    route: `/market/dataset/${DATASET_ID}/description`,
    path: PATHS.marketDataset,
    fetch: assetFetch(marketListing()),
  } satisfies AppStoryParameters,
} satisfies Meta<typeof MarketAssetPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const purchase = (reply: Parameters<typeof assetFetch>[1]) => assetFetch(marketListing(), reply);

const buy: Play = async ({ userEvent, canvas }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Buy' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: /^Buy/ })).getByRole('button', { name: 'Confirm purchase' }));
};

/** The price and the card's text, once the listing has loaded. */
const priceSays =
  (text: string): Play =>
  async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent(text);
  };

export const Listing: Story = {
  play: async (context) => {
    await priceSays('Price: 🥯 12.50')(context);
    await expect(context.canvas.getByText('By bob')).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
    await expect(context.canvas.queryByRole('table')).toBeNull();
  },
};

export const ListingInDollars: Story = { parameters: { currency: 'USD' }, play: priceSays('Price: 🥯 12.50 ($0.50)') };

export const Confirming: Story = {
  play: async ({ userEvent, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy' }));
    await expect(await screen.findByRole('dialog', { name: 'Buy Customer reviews' })).toHaveTextContent('You pay bob 🥯 12.50');
  },
};

export const Buying: Story = {
  parameters: { fetch: purchase([fakeRoute(buyAsset, never)]) },
  play: async (context) => {
    await buy(context);
    const dialog = within(screen.getByRole('dialog', { name: /^Buy/ }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Confirm purchase' })).toHaveAttribute('data-loading', 'true'));
  },
};

export const Bought: Story = {
  parameters: {
    fetch: purchase([
      fakeRoute(buyAsset, () => ({
        body: { asset: marketListing({ access: 'purchased' }), transaction_id: 'tx-1', balance: 987.5 },
      })),
    ]),
  },
  play: async (context) => {
    await buy(context);
    await expect(await context.canvas.findByRole('table', { name: 'Files in All files' })).toBeVisible();
  },
};

export const InsufficientBalance: Story = {
  parameters: {
    fetch: purchase([fakeRoute(buyAsset, failure(422, 'Insufficient balance', 'Unprocessable Entity'))]),
  },
  play: async (context) => {
    await buy(context);
    const dialog = within(screen.getByRole('dialog', { name: /^Buy/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Insufficient balance');
  },
};

/** Bought before: said so, and the files are below to browse (read only). */
export const Purchased: Story = {
  parameters: { fetch: assetFetch(marketListing({ access: 'purchased' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: /Purchased/ })).toHaveTextContent(
      'You bought this dataset: its files are below.',
    );
    const table = await canvas.findByRole('table', { name: 'Files in All files' });
    await expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull();
  },
};

export const Owner: Story = {
  parameters: { fetch: assetFetch(assetRecord({ is_published: true, price: 12.5 })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You own this asset')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage this dataset' })).toHaveAttribute('href', `/dataset/${DATASET_ID}/description`);
  },
};

export const Loading: Story = {
  parameters: { fetch: assetFetch(marketListing(), [fakeRoute(getAsset, never)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Market dataset' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading this dataset' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    fetch: assetFetch(marketListing(), [
      fakeRoute(getAsset, failure(503, 'The database is not reachable right now. Please try again shortly.', 'Service Unavailable')),
    ]),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this dataset');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { fetch: assetFetch(marketListing(), [fakeRoute(getAsset, failure(404, 'Asset not found', 'Not Found'))]) },
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: 'This dataset was not found' })).toBeVisible(),
};
