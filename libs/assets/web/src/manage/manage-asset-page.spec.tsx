import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { getAsset, getAssetInfo, getFilesCopyStatus, setAssetListing } from '@bagel/assets-contract';
import type { AssetRecord, FileCopy } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { failure, fakeRoute, renderWithProviders, type RouteFake, setViewportWidth } from '@bagel/web-testing';
import {
  assetFetch,
  assetRecord,
  copying,
  DATASET_ID,
  fileEntry,
  folderEntry,
  FOLDERS,
  folderInfo,
  marketListing,
  MODEL_ID,
} from '../testing/asset-fakes';
import { ManageDatasetPage, ManageModelPage } from './manage-asset-page';

const CID = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';

function renderManage({
  asset = assetRecord(),
  handlers = [],
  route,
}: { asset?: AssetRecord; handlers?: RouteFake[]; route?: string } = {}) {
  const fetch = assetFetch(asset, handlers);
  const model = asset.dataset_type === 'MODEL';
  const rendered = renderWithProviders(model ? <ManageModelPage /> : <ManageDatasetPage />, {
    fetch,
    route: route ?? `/${model ? 'model' : 'dataset'}/${asset.dataset_id}/description`,
    path: model ? PATHS.manageModel : PATHS.manageDataset,
  });
  return { ...rendered, fetch };
}

afterEach(() => notifications.clean());

describe('ManageAssetPage', { timeout: 20_000 }, () => {
  it('shows the title, type, tags and the files at the top level, folders first', async () => {
    const { container } = renderManage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer reviews' })).toBeInTheDocument();
    expect(screen.getByText('Manage Dataset')).toBeInTheDocument();
    expect(screen.getByText('Fine-tune')).toBeInTheDocument();
    expect(screen.getByText('english')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Files in All files' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['data', 'reviews.csv', 'README.txt']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['1 MB', '512 KB', '1 KB']);
    const [folder, csv] = rows as [HTMLElement, HTMLElement];
    expect(within(csv).getByRole('button', { name: 'Preview reviews.csv' })).toBeInTheDocument();
    expect(within(csv).getByRole('button', { name: 'Delete reviews.csv' })).toBeInTheDocument();
    expect(within(folder).queryByRole('button')).not.toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('lists the files on a phone as rows whose name, size and actions all show, and as a table from 768 px', async () => {
    setViewportWidth(375);
    const { container } = renderManage({
      asset: assetRecord({ use_ipfs: true }),
      handlers: [fakeRoute(getAssetInfo, folderInfo({ '': [folderEntry('data', 2048), fileEntry('reviews.csv', 524_288, { cid: CID })] }))],
    });
    const list = await screen.findByRole('list', { name: 'Files in All files' });
    expect(screen.queryByRole('table', { name: 'Files in All files' })).not.toBeInTheDocument();
    const [folder, csv] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(folder).getByRole('link', { name: 'Open folder data' })).toHaveTextContent('data');
    expect(folder).toHaveTextContent('2 KB');
    expect(within(folder).queryByRole('button')).not.toBeInTheDocument();
    expect(csv).toHaveTextContent('reviews.csv');
    expect(csv).toHaveTextContent('512 KB');
    expect(within(csv).getByTitle(CID)).toHaveTextContent('bafkreih…quvyku');
    expect(within(csv).getByRole('button', { name: 'Preview reviews.csv' })).toBeInTheDocument();
    expect(within(csv).getByRole('button', { name: 'Delete reviews.csv' })).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    act(() => setViewportWidth(768));
    const table = await screen.findByRole('table', { name: 'Files in All files' });
    expect(within(table).getByRole('button', { name: 'Delete reviews.csv' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files in All files' })).not.toBeInTheDocument();
  });

  it('shows the description given at creation under the title, with its line breaks', async () => {
    renderManage({ asset: assetRecord({ details: 'Reviews of 2024.\nOne a row, with stars.' }) });
    const description = await screen.findByText(/^Reviews of 2024\./);
    expect(description.textContent).toBe('Reviews of 2024.\nOne a row, with stars.');
    expect(description).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('opens folders in place, with breadcrumbs back up', async () => {
    const { user, fetch } = renderManage();
    await user.click(await screen.findByRole('link', { name: 'Open folder data' }));
    const table = await screen.findByRole('table', { name: 'Files in data' });
    expect(within(table).getByText('train.jsonl')).toBeInTheDocument();
    expect(fetch.requests.at(-1)?.query.get('path')).toBe('data');
    const crumbs = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(crumbs).getByText('data')).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('link', { name: 'All files' }));
    expect(await screen.findByRole('table', { name: 'Files in All files' })).toBeInTheDocument();
  });

  it('shows an IPFS file’s CID with a button that copies it', async () => {
    renderManage({
      asset: assetRecord({ use_ipfs: true }),
      handlers: [fakeRoute(getAssetInfo, folderInfo({ '': [fileEntry('reviews.csv', 10, { cid: CID })] }))],
    });
    const table = await screen.findByRole('table', { name: 'Files in All files' });
    expect(within(table).getByRole('columnheader', { name: 'IPFS CID' })).toBeInTheDocument();
    expect(within(table).getByTitle(CID)).toHaveTextContent('bafkreih…quvyku');
    expect(within(table).getByRole('button', { name: 'Copy CID of reviews.csv' })).toBeInTheDocument();
  });

  it('offers no preview on a model’s files', async () => {
    renderManage({ asset: assetRecord({ dataset_id: MODEL_ID, dataset_type: 'MODEL', title: 'Tiny llama' }) });
    const table = await screen.findByRole('table', { name: 'Files in All files' });
    expect(within(table).queryByRole('button', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(screen.getByText('Manage Model')).toBeInTheDocument();
  });

  it('shows what the app puts in the model’s training slot, for that model, above its files', async () => {
    const model = assetRecord({ dataset_id: MODEL_ID, dataset_type: 'MODEL', title: 'Tiny llama' });
    renderWithProviders(<ManageModelPage training={(modelId) => <p>{`Training of ${modelId}`}</p>} />, {
      fetch: assetFetch(model),
      route: `/model/${MODEL_ID}/description`,
      path: PATHS.manageModel,
    });
    const slot = await screen.findByText(`Training of ${MODEL_ID}`);
    const files = await screen.findByRole('table', { name: 'Files in All files' });
    expect(slot.compareDocumentPosition(files) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the deploy slot below the training slot and above the files', async () => {
    const model = assetRecord({ dataset_id: MODEL_ID, dataset_type: 'MODEL', title: 'Tiny llama' });
    renderWithProviders(<ManageModelPage training={() => <p>Training</p>} deploy={(modelId) => <p>{`Deploy ${modelId}`}</p>} />, {
      fetch: assetFetch(model),
      route: `/model/${MODEL_ID}/description`,
      path: PATHS.manageModel,
    });
    const slot = await screen.findByText(`Deploy ${MODEL_ID}`);
    const files = await screen.findByRole('table', { name: 'Files in All files' });
    expect(screen.getByText('Training').compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slot.compareDocumentPosition(files) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows copies in progress and lists the file once it is copied', async () => {
    const inProgress = copying('big.csv', 4 * 1024 ** 2, 8 * 1024 ** 2);
    let copies: FileCopy[] = [inProgress];
    let rootFiles = FOLDERS[''] ?? [];
    renderManage({
      handlers: [
        fakeRoute(getFilesCopyStatus, () => ({ body: copies })),
        fakeRoute(getAssetInfo, (request) => folderInfo({ '': rootFiles })(request)),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Copy of big.csv' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Copying big.csv: 4 MB of 8 MB')).toBeInTheDocument();
    copies = [{ ...inProgress, status: 'copied', bytes_copied: 8 * 1024 ** 2 }];
    rootFiles = [...rootFiles, fileEntry('big.csv', 8 * 1024 ** 2)];
    expect(await screen.findByRole('cell', { name: 'big.csv' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Copy of big.csv' })).not.toBeInTheDocument();
  });

  it('publishes at a price and takes the asset off the market again', async () => {
    let asset = assetRecord();
    const { user, fetch } = renderManage({
      handlers: [
        fakeRoute(getAsset, () => ({ body: asset })),
        fakeRoute(setAssetListing, ({ body }) => {
          const listing = body as { is_published: boolean; price?: number };
          asset = { ...asset, is_published: listing.is_published, price: listing.price ?? asset.price };
          return { body: asset };
        }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Market listing' });
    expect(screen.getByText('Not published')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('textbox', { name: 'Price (BGL)' })).toHaveAccessibleDescription('Amount must be a number');

    await user.type(within(form).getByRole('textbox', { name: 'Price (BGL)' }), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published · 🥯 12.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See this dataset on the market' })).toHaveAttribute(
      'href',
      `/market/dataset/${DATASET_ID}/description`,
    );
    await user.click(within(form).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Not published')).toBeInTheDocument();
    expect(fetch.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { is_published: true, price: 12.5 },
      { is_published: false },
    ]);
  });

  it('sends someone else’s asset to the market page instead of managing it', async () => {
    renderManage({ asset: marketListing({ access: 'purchased' }) });
    expect(await screen.findByText(/This dataset belongs to bob, so only they can manage it./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it on the market' })).toHaveAttribute(
      'href',
      `/market/dataset/${DATASET_ID}/description`,
    );
    expect(screen.queryByRole('heading', { name: 'Files' })).not.toBeInTheDocument();
  });

  it('is a not-found page, with a way back, for an id that cannot be an asset’s, without asking the server', async () => {
    const { fetch } = renderManage({ route: '/dataset/x-1/description' });
    expect(await screen.findByRole('heading', { level: 2, name: 'This dataset was not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Dataset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Datasets' })).toHaveAttribute('href', '/dataset');
    expect(fetch.requests).toEqual([]);
  });

  it('is a not-found page for a 404', async () => {
    renderManage({ handlers: [fakeRoute(getAsset, failure(404, 'Asset not found', 'Not Found'))] });
    expect(await screen.findByRole('heading', { level: 2, name: 'This dataset was not found' })).toBeInTheDocument();
  });

  it('shows the message of a 403', async () => {
    renderManage({ handlers: [fakeRoute(getAsset, failure(403, 'Your account is on the waitlist.', 'Forbidden'))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is on the waitlist.');
  });
});
