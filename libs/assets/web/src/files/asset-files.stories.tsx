import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getAssetInfo } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { failure, fakeRoute, type FramedStoryParameters, type FakeHandler, never, withFrame } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID, FOLDERS, folderInfo, stalledUpload } from '../testing/asset-fakes';
import { AssetFiles } from './asset-files';

const at = (query = '') => ({ route: `/dataset/${DATASET_ID}/description${query}`, path: PATHS.manageDataset });

const info = (reply: FakeHandler<typeof getAssetInfo>) => assetFetch(assetRecord(), [fakeRoute(getAssetInfo, reply)]);

/**
 * An asset's file browser, one folder at a time (the folder is in the address): the owner's with uploads and deletes,
 * a buyer's to read. Uploads here send nowhere.
 */
const meta = {
  title: 'Assets/AssetFiles',
  component: AssetFiles,
  args: { assetId: DATASET_ID, editable: true, previews: true, uploadFile: stalledUpload },
  decorators: [withFrame],
  parameters: { ...at(), fetch: assetFetch() } satisfies FramedStoryParameters,
} satisfies Meta<typeof AssetFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner at the top: upload, then the root's entries with Preview and Delete. */
export const OwnersRoot: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload files' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Files in All files' });
    await expect(within(table).getByRole('link', { name: 'Open folder data' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Preview reviews.csv' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Delete README.txt' })).toBeVisible();
  },
};

/** A folder from the address: its breadcrumbs, its entries, and it is where uploads go. */
export const Folder: Story = {
  parameters: at('?path=data'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Files in data' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name: 'All files' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Upload into folder/ })).toHaveValue('data');
  },
};

/** A buyer's: no uploads, no Delete; a dataset's files can still be previewed. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Files in All files' });
    await expect(canvas.queryByRole('button', { name: 'Upload files' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(within(table).getByRole('button', { name: 'Preview reviews.csv' })).toBeVisible();
  },
};

/** A model's files: nothing to preview. */
export const ModelFiles: Story = {
  args: { previews: false },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Files in All files' });
    await expect(within(table).queryByRole('button', { name: /^Preview/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { fetch: info(never) },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading files' })).toBeVisible(),
};

export const EmptyForTheOwner: Story = {
  parameters: { fetch: info(folderInfo({ '': [] })) },
  play: async ({ canvas }) => expect(await canvas.findByText('No files yet. Upload files to add them.')).toBeVisible(),
};

export const EmptyForABuyer: Story = {
  args: { editable: false },
  parameters: { fetch: info(folderInfo({ '': [] })) },
  play: async ({ canvas }) => expect(await canvas.findByText('No files yet.')).toBeVisible(),
};

/** A folder in the address that is not there (any more): the way back to the top. */
export const FolderGone: Story = {
  parameters: { ...at('?path=old'), fetch: info(folderInfo(FOLDERS)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This folder is empty or no longer exists/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to All files' })).toHaveAttribute('href', `/dataset/${DATASET_ID}/description`);
  },
};

/** Any other failure: the server's words and Try again. */
export const LoadError: Story = {
  parameters: { fetch: info(failure(503, 'The storage is not reachable right now.', 'Service Unavailable')) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the files');
    await expect(alert).toHaveTextContent('The storage is not reachable right now.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
