import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getFilePreview } from '@bagel/assets-contract';
import { type AppStoryParameters, failure, type FakeHandler, fakeRoute, never, offContractReply } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID, REVIEWS_PREVIEW } from '../../testing/asset-fakes';
import { FilePreview } from './file-preview';

const preview = (reply: FakeHandler<typeof getFilePreview>) => assetFetch(assetRecord(), [fakeRoute(getFilePreview, reply)]);

/** The Preview dialog's content: the server reads the file's first rows, or says why it could not. */
const meta = {
  title: 'Assets/FilePreview',
  component: FilePreview,
  args: { assetId: DATASET_ID, path: 'reviews.csv' },
  parameters: { fetch: preview(() => ({ body: REVIEWS_PREVIEW })) } satisfies AppStoryParameters,
} satisfies Meta<typeof FilePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => expect(await canvas.findByRole('table', { name: 'First rows of reviews.csv' })).toBeVisible(),
};

export const Loading: Story = {
  parameters: { fetch: preview(never) },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading the preview' })).toBeVisible(),
};

/** 415: a format the server does not preview. Asking again would not help, so there is no Try again. */
export const UnsupportedFormat: Story = {
  parameters: { fetch: preview(failure(415, 'This file format cannot be previewed', 'Unsupported Media Type')) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This file cannot be previewed');
    await expect(alert).toHaveTextContent('This file format cannot be previewed');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 422: a file that is not what its name says; the reason in a detail list, read by the error reader. */
export const Unreadable: Story = {
  parameters: {
    fetch: preview(() => offContractReply(422, { detail: [{ msg: 'This CSV file could not be read: Invalid Closing Quote' }] })),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This file cannot be previewed');
    await expect(alert).toHaveTextContent('This CSV file could not be read: Invalid Closing Quote');
  },
};

/** Any other failure can pass: Try again asks once more. */
export const LoadError: Story = {
  parameters: { fetch: preview(failure(503, 'The storage is not reachable right now.', 'Service Unavailable')) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the preview');
    await expect(alert).toHaveTextContent('The storage is not reachable right now.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
