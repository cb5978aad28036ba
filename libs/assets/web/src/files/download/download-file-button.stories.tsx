import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { createDownloadLink } from '@bagel/assets-contract';
import { type AppStoryParameters, failure, fakeRoute, never } from '@bagel/web-testing';
import { assetFetch, DATASET_ID } from '../../testing/asset-fakes';
import { DownloadFileButton } from './download-file-button';

/** A file's Download action: api signs a link, and the browser saves the file from it. */
const meta = {
  title: 'Assets/DownloadFileButton',
  component: DownloadFileButton,
  args: { assetId: DATASET_ID, path: 'data/train.csv', name: 'train.csv' },
  parameters: { fetch: assetFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof DownloadFileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const AskingForTheLink: Story = {
  parameters: { fetch: assetFetch(undefined, [fakeRoute(createDownloadLink, never)]) },
  play: async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Download train.csv' })),
};
export const Refused: Story = {
  parameters: { fetch: assetFetch(undefined, [fakeRoute(createDownloadLink, failure(403, 'Buy this asset to see its files'))]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download train.csv' }));
    await waitFor(() => expect(screen.getByText('Buy this asset to see its files')).toBeVisible());
  },
};
