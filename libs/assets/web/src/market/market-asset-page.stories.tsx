import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PATHS } from '@bagel/contract';
import { CurrencyScope } from '@bagel/session/testing';
import type { AppStoryParameters } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID, failure, marketListing, never } from '../testing/asset-fakes';
import { MarketAssetPage } from './market-asset-page';

/** A dataset on the market as alice sees it: bob's listing to buy, one she bought, or her own. */
const meta = {
  title: 'Assets/MarketAssetPage',
  component: MarketAssetPage,
  args: { kind: 'dataset', id: DATASET_ID },
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

export const Listing: Story = {};

export const ListingInDollars: Story = {
  decorators: [
    (Story) => (
      <CurrencyScope currency="USD">
        <Story />
      </CurrencyScope>
    ),
  ],
};

export const Confirming: Story = {
  play: async ({ userEvent, canvas }) => userEvent.click(await canvas.findByRole('button', { name: 'Buy' })),
};

export const Buying: Story = {
  parameters: { fetch: purchase({ 'POST /api/v1/market/asset/{id}/purchase': never }) },
  play: buy,
};

export const Bought: Story = {
  parameters: {
    fetch: purchase({
      'POST /api/v1/market/asset/{id}/purchase': () => ({
        body: { asset: marketListing({ access: 'purchased' }), transaction_id: 'tx-1', balance: 987.5 },
      }),
    }),
  },
  play: async (context) => {
    await buy(context);
    await expect(await context.canvas.findByRole('table', { name: 'Files in All files' })).toBeVisible();
  },
};

export const InsufficientBalance: Story = {
  parameters: {
    fetch: purchase({ 'POST /api/v1/market/asset/{id}/purchase': failure(422, 'Insufficient balance', 'Unprocessable Entity') }),
  },
  play: buy,
};

export const Purchased: Story = { parameters: { fetch: assetFetch(marketListing({ access: 'purchased' })) } };

export const Owner: Story = { parameters: { fetch: assetFetch(assetRecord({ is_published: true, price: 12.5 })) } };

export const Loading: Story = { parameters: { fetch: assetFetch(marketListing(), { 'GET /api/v1/asset/{id}': never }) } };

export const LoadError: Story = {
  parameters: {
    fetch: assetFetch(marketListing(), {
      'GET /api/v1/asset/{id}': failure(503, 'The database is not reachable right now. Please try again shortly.', 'Service Unavailable'),
    }),
  },
};

export const NotFound: Story = {
  parameters: { fetch: assetFetch(marketListing(), { 'GET /api/v1/asset/{id}': failure(404, 'Asset not found', 'Not Found') }) },
};
