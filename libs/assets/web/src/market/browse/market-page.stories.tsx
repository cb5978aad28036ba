import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { browseMarket } from '@bagel/assets-contract';
import { type AppStoryParameters, fakeFetch, fakeRoute, never, withCurrency } from '@bagel/web-testing';
import { MODEL_ID, marketListing, marketRoute } from '../../testing/asset-fakes';
import { MarketPage } from './market-page';

const LISTINGS = Array.from({ length: 30 }, (_, i) =>
  marketListing({
    dataset_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: i % 3 === 0 ? `Sea shanty model ${i}` : `Poems of the sea, volume ${i}`,
    dataset_type: i % 3 === 0 ? 'MODEL' : 'RAW',
    price: 5 + i,
    access: i === 1 ? 'purchased' : 'listing',
  }),
);

/** The market against a fake api holding 30 listings, 24 to a page. */
const meta = {
  title: 'Assets/MarketPage',
  component: MarketPage,
  decorators: [withCurrency],
  parameters: { route: '/market', fetch: fakeFetch([marketRoute(LISTINGS)]) } satisfies AppStoryParameters,
} satisfies Meta<typeof MarketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listings: Story = {};
export const SecondPage: Story = { parameters: { route: '/market?page=2' } };
export const ModelsByPrice: Story = {
  parameters: { route: '/market?kind=model&sort=price_high' },
  play: async () => {
    await expect(await screen.findByText('10 listings')).toBeVisible();
  },
};
export const Loading: Story = { parameters: { fetch: fakeFetch([fakeRoute(browseMarket, never)]) } };
export const NothingMatches: Story = { parameters: { route: '/market?q=violin', fetch: fakeFetch([marketRoute([])]) } };
export const Empty: Story = { parameters: { fetch: fakeFetch([marketRoute([])]) } };
export const LoadFailed: Story = {
  parameters: {
    fetch: fakeFetch([
      fakeRoute(browseMarket, () => ({ status: 503, body: { error: 'Service Unavailable', detail: 'The market is resting' } })),
    ]),
  },
};
/** A listing bought by the signed-in user says so. */
export const WithAPurchase: Story = {
  parameters: { fetch: fakeFetch([marketRoute([marketListing({ dataset_id: MODEL_ID, access: 'purchased' })])]) },
};
