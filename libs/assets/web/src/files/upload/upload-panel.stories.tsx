import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getFilesCopyStatus } from '@bagel/assets-contract';
import { fakeRoute, type FramedStoryParameters, withFrame } from '@bagel/web-testing';
import { assetFetch, assetRecord, copying, DATASET_ID, oversizedFile, refusedUpload, stalledUpload } from '../../testing/asset-fakes';
import type { UploadFile } from './tus-upload';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './use-upload-queue';

/** The panel with the queue the file browser keeps for it; `uploadFile` plays the server's side of each upload. */
function QueuedUploadPanel({ assetId, folder, uploadFile }: { assetId: string; folder: string; uploadFile: UploadFile }) {
  return <UploadPanel assetId={assetId} folder={folder} queue={useUploadQueue(assetId, uploadFile)} />;
}

/** The owner's uploads above the file listing: the folder they go into, the files in flight, copies under way. */
const meta = {
  title: 'Assets/UploadPanel',
  component: QueuedUploadPanel,
  args: { assetId: DATASET_ID, folder: '', uploadFile: stalledUpload },
  decorators: [withFrame],
  parameters: { fetch: assetFetch() } satisfies FramedStoryParameters,
} satisfies Meta<typeof QueuedUploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const csv = (name: string) => new File(['id,review\n1,Great value\n'], name, { type: 'text/csv' });

const chooseFiles =
  (files: () => File[]): Play =>
  async ({ userEvent, canvas }) =>
    userEvent.upload(canvas.getByLabelText('Files to upload'), files());

/** At the top of the asset: the folder is empty (the top level) and Upload files is ready. */
export const AtTheTop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Upload into folder/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Upload files' })).toBeEnabled();
  },
};

/** Browsing a folder makes it the target. */
export const InAFolder: Story = {
  args: { folder: 'data/train' },
  play: async ({ canvas }) => expect(canvas.getByRole('textbox', { name: /Upload into folder/ })).toHaveValue('data/train'),
};

/** A folder outside the asset is refused as typed, and nothing can be chosen. */
export const FolderOutsideTheAsset: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Upload into folder/ }), '../other');
    await expect(canvas.getByText("The folder must be a path inside the asset (no empty, '.' or '..' parts)")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  },
};

/** The first file at 40% in the typed folder, the second waiting its turn. */
export const Uploading: Story = {
  args: { folder: 'data' },
  play: async (context) => {
    await chooseFiles(() => [csv('reviews-2024.csv'), csv('reviews-2025.csv')])(context);
    const uploads = within(context.canvas.getByRole('list', { name: 'Uploads' }));
    await expect(await uploads.findByText('40%')).toBeVisible();
    await expect(uploads.getByText('data/reviews-2024.csv')).toBeVisible();
    await expect(uploads.getByText('Waiting')).toBeVisible();
  },
};

/** One file refused before sending (over 500MB), one refused by the server with its reason. */
export const Refused: Story = {
  args: { uploadFile: refusedUpload("'reviews.csv' clashes with 'reviews.csv/part-1' in this asset") },
  play: async (context) => {
    await chooseFiles(() => [oversizedFile('huge.csv'), csv('reviews.csv')])(context);
    const alerts = await context.canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'File size exceeds 500MB limit',
      "Failed to upload file. 'reviews.csv' clashes with 'reviews.csv/part-1' in this asset",
    ]);
  },
};

/** A copy started elsewhere (another tab, a clone) shows under the uploads. */
export const CopyUnderWay: Story = {
  parameters: {
    fetch: assetFetch(assetRecord(), [
      fakeRoute(getFilesCopyStatus, () => ({ body: [copying('data/large.parquet', 180 * 1024 ** 2, 420 * 1024 ** 2)] })),
    ]),
  },
  play: async ({ canvas }) => expect(await canvas.findByText('Copying data/large.parquet: 180 MB of 420 MB')).toBeVisible(),
};
