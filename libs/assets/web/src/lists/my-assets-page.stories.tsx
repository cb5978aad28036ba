import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeFetch, type AppStoryParameters } from '@bagel/web-testing';
import { assetRecord, failure, MODEL_ID, never } from '../testing/asset-fakes';
import { MyAssetsPage } from './my-assets-page';

const datasets = (records = [assetRecord()]) => fakeFetch({ 'GET /api/v1/datasets': () => ({ body: { datasets: records } }) });

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

export const Filled: Story = {};

export const Models: Story = {
  args: { kind: 'model' },
  parameters: {
    fetch: datasets([assetRecord({ dataset_type: 'MODEL', title: 'Tiny llama', tags: ['llama3'], is_published: true, price: 250 })]),
  },
};

export const Loading: Story = { parameters: { fetch: fakeFetch({ 'GET /api/v1/datasets': never }) } };

export const Empty: Story = { parameters: { fetch: datasets([]) } };

export const EmptyModels: Story = { args: { kind: 'model' }, parameters: { fetch: datasets([]) } };

export const LoadError: Story = {
  parameters: {
    fetch: fakeFetch({ 'GET /api/v1/datasets': failure(503, 'The database is not reachable right now. Please try again shortly.') }),
  },
};
