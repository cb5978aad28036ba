import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listDatasets } from '@bagel/assets-contract';
import { type AppStoryParameters, failure, fakeFetch, fakeRoute, never } from '@bagel/web-testing';
import { assetRecord, marketListing, MODEL_ID } from '../testing/asset-fakes';
import { MyAssetsPage } from './my-assets-page';

const datasets = (records = [assetRecord()]) => fakeFetch([fakeRoute(listDatasets, () => ({ body: { datasets: records } }))]);

const FILLED = [
  assetRecord(),
  assetRecord({ dataset_id: MODEL_ID, dataset_type: 'VECTOR', title: 'Support articles', tags: ['rag'], file_count: 1, total_bytes: 2048 }),
  assetRecord({
    dataset_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    title: 'Art captions',
    tags: [],
    is_published: true,
    price: 12.5,
    file_count: 40,
    total_bytes: 3 * 1024 ** 3,
  }),
];

/** My Datasets and My Models: alice's own, each card linking to its manage page. */
const meta = {
  title: 'Assets/MyAssetsPage',
  component: MyAssetsPage,
  args: { kind: 'dataset' },
  parameters: { fetch: datasets(FILLED) } satisfies AppStoryParameters,
} satisfies Meta<typeof MyAssetsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Datasets' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'My Datasets' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((title) => title.textContent),
    ).toEqual(['Customer reviews', 'Support articles', 'Art captions']);
  },
};

/** Bought on the market: a section of its own under the user's datasets, each card naming the seller. */
export const WithPurchases: Story = {
  parameters: {
    fetch: datasets([
      ...FILLED,
      marketListing({ dataset_id: 'b0b0b0b0-1234-4abc-8def-0123456789ab', title: 'Sea poems', access: 'purchased' }),
    ]),
  },
  play: async ({ canvas }) => {
    const bought = await canvas.findByRole('list', { name: 'Purchased datasets' });
    await expect(within(bought).getByText('Bought from bob')).toBeVisible();
  },
};

/** Nothing of one's own yet, but a purchase. */
export const OnlyPurchases: Story = {
  parameters: { fetch: datasets([marketListing({ title: 'Sea poems', access: 'purchased' })]) },
};

export const Models: Story = {
  args: { kind: 'model' },
  parameters: {
    fetch: datasets([assetRecord({ dataset_type: 'MODEL', title: 'Tiny llama', tags: ['llama3'], is_published: true, price: 250 })]),
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'My Models' });
    await expect(within(list).getByRole('link', { name: 'Tiny llama' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { fetch: fakeFetch([fakeRoute(listDatasets, never)]) },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading your datasets' })).toBeVisible(),
};

export const Empty: Story = {
  parameters: { fetch: datasets([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No datasets yet' })).toBeVisible();
    await expect(canvas.getByText(/to make your first dataset\.$/)).toBeVisible();
  },
};

export const EmptyModels: Story = {
  args: { kind: 'model' },
  parameters: { fetch: datasets([]) },
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: 'No models yet' })).toBeVisible(),
};

export const LoadError: Story = {
  parameters: {
    fetch: fakeFetch([fakeRoute(listDatasets, failure(503, 'The database is not reachable right now. Please try again shortly.'))]),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load your datasets');
    await expect(alert).toHaveTextContent('The database is not reachable right now. Please try again shortly.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
