import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { deleteAssetFile, getAsset, getAssetInfo, getFilePreview, getFilesCopyStatus } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { type AppStoryParameters, failure, fakeRoute } from '@bagel/web-testing';
import {
  assetFetch,
  assetRecord,
  copying,
  DATASET_ID,
  fileEntry,
  folderInfo,
  FOLDERS,
  MODEL_ID,
  marketListing,
  oversizedFile,
  refusedUpload,
  REVIEWS_PREVIEW,
  stalledUpload,
} from '../testing/asset-fakes';
import { ManageAssetPage } from './manage-asset-page';
import { moduleFailingOnce, moduleNeverIn, never } from '@bagel/web-testing';

const at = (query = '') => ({ route: `/dataset/${DATASET_ID}/description${query}`, path: PATHS.manageDataset });
const csv = (name: string) => new File(['id,review\n1,Great value\n'], name, { type: 'text/csv' });

/** Alice's dataset: its files (browse, upload, delete, preview) and its market listing. */
const meta = {
  title: 'Assets/ManageAssetPage',
  component: ManageAssetPage,
  args: { kind: 'dataset', id: DATASET_ID },
  parameters: { ...at(), fetch: assetFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof ManageAssetPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const chooseFiles =
  (files: () => File[]): Play =>
  async ({ userEvent, canvas }) =>
    userEvent.upload(await canvas.findByLabelText('Files to upload'), files());

const filesTable = (canvas: Parameters<Play>[0]['canvas'], folder = 'All files') =>
  canvas.findByRole('table', { name: `Files in ${folder}` });

/** Alice's dataset: its title, its files with upload, and the listing form. */
export const Files: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
    await expect(await filesTable(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload files' })).toBeEnabled();
    await expect(canvas.getByRole('form', { name: 'Market listing' })).toBeVisible();
  },
};

/** The description given in the Create Dataset sheet, its line breaks kept. */
export const WithDescription: Story = {
  parameters: {
    fetch: assetFetch(
      assetRecord({ details: 'Customer reviews of 2024, one a row, with their stars.\nCollected from the shop, names removed.' }),
    ),
  },
  play: async ({ canvas }) => expect(await canvas.findByText(/Collected from the shop, names removed\./)).toBeVisible(),
};

export const Folder: Story = {
  parameters: at('?path=data'),
  play: async ({ canvas }) => expect(within(await filesTable(canvas, 'data')).getByText('train.jsonl')).toBeVisible(),
};

export const IpfsCids: Story = {
  parameters: {
    fetch: assetFetch(assetRecord({ use_ipfs: true }), [
      fakeRoute(
        getAssetInfo,
        folderInfo({
          '': [
            fileEntry('reviews.csv', 524_288, { cid: 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku' }),
            fileEntry('README.txt', 1_024, { cid: 'bafkreie5737gdxlw5i64vzichcalba3z2v5n6icifvd6jyswixnnyyb7dq' }),
          ],
        }),
      ),
    ]),
  },
  play: async ({ canvas }) => expect(within(await filesTable(canvas)).getByRole('columnheader', { name: 'IPFS CID' })).toBeVisible(),
};

export const EmptyDataset: Story = {
  parameters: {
    fetch: assetFetch(assetRecord({ file_count: 0, total_bytes: 0 }), [fakeRoute(getAssetInfo, folderInfo({ '': [] }))]),
  },
  play: async ({ canvas }) => expect(await canvas.findByText('No files yet. Upload files to add them.')).toBeVisible(),
};

export const Model: Story = {
  args: { kind: 'model', id: MODEL_ID },
  parameters: {
    route: `/model/${MODEL_ID}/description`,
    path: PATHS.manageModel,
    fetch: assetFetch(assetRecord({ dataset_id: MODEL_ID, dataset_type: 'MODEL', title: 'Tiny llama', tags: ['llama3'] })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tiny llama' })).toBeVisible();
    // A model's files have nothing to preview.
    await expect(within(await filesTable(canvas)).queryByRole('button', { name: /^Preview/ })).toBeNull();
  },
};

/** The first file at 40%, the second waiting its turn. */
export const Uploading: Story = {
  args: { uploadFile: stalledUpload },
  play: async (context) => {
    await chooseFiles(() => [csv('reviews-2024.csv'), csv('reviews-2025.csv')])(context);
    const uploads = within(context.canvas.getByRole('list', { name: 'Uploads' }));
    await expect(await uploads.findByText('40%')).toBeVisible();
    await expect(uploads.getByText('Waiting')).toBeVisible();
  },
};

/** One file refused before sending (over 500MB), one refused by the server. */
export const UploadErrors: Story = {
  args: { uploadFile: refusedUpload("'reviews.csv' clashes with 'reviews.csv/part-1' in this asset") },
  play: async (context) => {
    await chooseFiles(() => [oversizedFile('huge.csv'), csv('reviews.csv')])(context);
    const uploads = within(context.canvas.getByRole('list', { name: 'Uploads' }));
    await expect(await uploads.findByText(/clashes with 'reviews.csv\/part-1'/)).toBeVisible();
    await expect(uploads.getByText('File size exceeds 500MB limit')).toBeVisible();
  },
};

export const CopyInProgress: Story = {
  parameters: {
    fetch: assetFetch(assetRecord(), [
      fakeRoute(getFilesCopyStatus, () => ({ body: [copying('data/large.parquet', 180 * 1024 ** 2, 420 * 1024 ** 2)] })),
    ]),
  },
  play: async ({ canvas }) => expect(await canvas.findByText('Copying data/large.parquet: 180 MB of 420 MB')).toBeVisible(),
};

const openPreview: Play = async ({ userEvent, canvas }) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Preview reviews.csv' }));

export const PreviewTable: Story = {
  parameters: { fetch: assetFetch(assetRecord(), [fakeRoute(getFilePreview, () => ({ body: REVIEWS_PREVIEW }))]) },
  play: async (context) => {
    await openPreview(context);
    await expect(await screen.findByRole('table', { name: 'First rows of reviews.csv' })).toBeVisible();
  },
};

export const PreviewError: Story = {
  parameters: {
    fetch: assetFetch(assetRecord(), [
      fakeRoute(getFilePreview, failure(422, 'This CSV file could not be read: Invalid Closing Quote', 'Unprocessable Entity')),
    ]),
  },
  play: async (context) => {
    await openPreview(context);
    const dialog = within(await screen.findByRole('dialog', { name: 'Preview of reviews.csv' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This CSV file could not be read: Invalid Closing Quote');
  },
};

const deleteReviews: Play = async ({ userEvent, canvas }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete reviews.csv' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
};

export const DeleteConfirmation: Story = {
  play: async ({ userEvent, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete reviews.csv' }));
    await expect(await screen.findByRole('dialog', { name: 'Delete file' })).toHaveTextContent(
      'Delete reviews.csv? This cannot be undone.',
    );
  },
};

export const DeleteSuccess: Story = {
  parameters: {
    fetch: assetFetch(assetRecord(), [fakeRoute(deleteAssetFile, () => ({ body: { message: 'File deleted successfully' } }))]),
  },
  play: async (context) => {
    await deleteReviews(context);
    // The toast fades in: visible once its transition is over.
    await waitFor(() => expect(screen.getByText('File deleted successfully')).toBeVisible());
  },
};

export const DeleteFailure: Story = {
  parameters: { fetch: assetFetch(assetRecord(), [fakeRoute(deleteAssetFile, failure(404, 'File not found', 'Not Found'))]) },
  play: async (context) => {
    await deleteReviews(context);
    await waitFor(() => expect(screen.getByText('File not found')).toBeVisible());
  },
};

/** The listing form of a published dataset: its price, Update price and Unpublish. */
export const Published: Story = {
  parameters: { fetch: assetFetch(assetRecord({ is_published: true, price: 12.5 })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Published · 🥯 12.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  },
};

export const PublishFormErrors: Story = {
  play: async ({ userEvent, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await expect(canvas.getByRole('textbox', { name: 'Price (BGL)' })).toHaveAccessibleDescription('Amount must be a number');
  },
};

export const Loading: Story = {
  parameters: { fetch: assetFetch(assetRecord(), [fakeRoute(getAsset, never)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Dataset' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading this dataset' })).toBeVisible();
  },
};

export const FilesLoading: Story = {
  parameters: { fetch: assetFetch(assetRecord(), [fakeRoute(getAssetInfo, never)]) },
  play: async ({ canvas }) => expect(await canvas.findByRole('status', { name: 'Loading files' })).toBeVisible(),
};

/** The asset is in; the files and the listing form, a module of their own, are still on their way. */
export const ToolsLoading: Story = {
  args: { toolsModule: moduleNeverIn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: "Loading this dataset's files" })).toBeVisible();
  },
};

/** Their module could not be fetched (a dropped connection, a release that replaced it): Try again fetches it anew. */
export const ToolsUnavailable: Story = {
  args: {
    toolsModule: moduleFailingOnce(() => import('./owner-tools')),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Could not load the files and the listing')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await filesTable(canvas)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { fetch: assetFetch(assetRecord(), [fakeRoute(getAsset, failure(404, 'Asset not found', 'Not Found'))]) },
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: 'This dataset was not found' })).toBeVisible(),
};

/** Bought from bob: only he manages it; the way to its market page instead. */
export const SomeoneElses: Story = {
  parameters: { fetch: assetFetch(marketListing({ access: 'purchased' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This dataset belongs to bob, so only they can manage it\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open it on the market' })).toHaveAttribute(
      'href',
      `/market/dataset/${DATASET_ID}/description`,
    );
    await expect(canvas.queryByRole('button', { name: 'Upload files' })).toBeNull();
  },
};

export const FolderGone: Story = {
  parameters: { ...at('?path=old'), fetch: assetFetch(assetRecord(), [fakeRoute(getAssetInfo, folderInfo(FOLDERS))]) },
  play: async ({ canvas }) => expect(await canvas.findByRole('link', { name: 'Back to All files' })).toBeVisible(),
};
