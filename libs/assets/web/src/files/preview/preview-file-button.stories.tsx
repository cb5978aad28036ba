import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { getFilePreview } from '@bagel/assets-contract';
import { type AppStoryParameters, type FakeFetch, fakeRoute } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID, REVIEWS_PREVIEW } from '../../testing/asset-fakes';
import { PreviewFileButton } from './preview-file-button';

/** A dataset file's Preview action: its first rows in a dialog, read from the server only once opened. */
const meta = {
  title: 'Assets/PreviewFileButton',
  component: PreviewFileButton,
  args: { assetId: DATASET_ID, path: 'data/reviews.csv', name: 'reviews.csv' },
  parameters: {
    fetch: assetFetch(assetRecord(), [fakeRoute(getFilePreview, () => ({ body: REVIEWS_PREVIEW }))]),
  } satisfies AppStoryParameters,
  // The fake API lives as long as the page: each story counts only its own calls.
  beforeEach: ({ parameters }) => {
    (parameters.fetch as FakeFetch).requests.length = 0;
  },
} satisfies Meta<typeof PreviewFileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const previewCalls = (fetch: unknown) => (fetch as FakeFetch).requests.filter((request) => request.path.endsWith('/preview'));

/** Closed: nothing read yet. */
export const Closed: Story = {
  play: async ({ canvas, parameters }) => {
    await expect(canvas.getByRole('button', { name: 'Preview reviews.csv' })).toHaveTextContent('Preview');
    await expect(previewCalls(parameters.fetch)).toEqual([]);
  },
};

export const Opened: Story = {
  play: async ({ canvas, parameters, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Preview reviews.csv' }));
    await expect(await screen.findByRole('dialog', { name: 'Preview of reviews.csv' })).toBeVisible();
    await expect(await screen.findByRole('table', { name: 'First rows of reviews.csv' })).toBeVisible();
    await expect(previewCalls(parameters.fetch).map((request) => request.query.get('path'))).toEqual(['data/reviews.csv']);
  },
};
