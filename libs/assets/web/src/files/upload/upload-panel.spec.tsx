import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UploadOptions } from 'tus-js-client';
import { deleteAssetFile, getAssetInfo, getFilesCopyStatus } from '@bagel/assets-contract';
import type { FileCopy } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { TEST_API_KEY, TEST_CONFIG } from '@bagel/session/testing';
import { fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { ManageAssetPage } from '../../manage/manage-asset-page';
import { assetFetch, copying, DATASET_ID, fileEntry, FOLDERS, folderInfo, oversizedFile } from '../../testing/asset-fakes';
import { TUS_CHUNK_BYTES, TUS_RETRY_DELAYS_MS } from './tus-upload';

/** Each Upload the page makes, with what it was given and whether it was started; the test plays the server. */
const uploads = vi.hoisted(() => [] as { file: File; options: UploadOptions; started: boolean; aborted: boolean }[]);

vi.mock('tus-js-client', () => ({
  Upload: class {
    private readonly entry;
    constructor(file: File, options: UploadOptions) {
      this.entry = { file, options, started: false, aborted: false };
      uploads.push(this.entry);
    }
    start() {
      this.entry.started = true;
    }
    abort() {
      this.entry.aborted = true;
      return Promise.resolve();
    }
  },
}));

afterEach(() => {
  uploads.length = 0;
});

function renderManagePage() {
  let rootFiles = FOLDERS[''] ?? [];
  const fetch = assetFetch(undefined, [fakeRoute(getAssetInfo, (request) => folderInfo({ ...FOLDERS, '': rootFiles })(request))]);
  const rendered = renderWithProviders(<ManageAssetPage kind="dataset" id={DATASET_ID} />, {
    fetch,
    route: `/dataset/${DATASET_ID}/description`,
    path: PATHS.manageDataset,
  });
  const addRootFile = (name: string, size: number) => (rootFiles = [...rootFiles, fileEntry(name, size)]);
  return { ...rendered, fetch, addRootFile };
}

const csv = (name: string, size = 100) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

const progressOf = (path: string) => screen.getByRole('progressbar', { name: `Upload of ${path}` });

describe('uploading files', () => {
  it('sends chosen files one after another with tus, each with its own progress bar, then lists them', async () => {
    const { user, addRootFile } = renderManagePage();
    await screen.findByRole('table', { name: 'Files in All files' });
    await user.upload(screen.getByLabelText('Files to upload'), [csv('a.csv'), csv('b.csv')]);

    await waitFor(() => expect(uploads).toHaveLength(1));
    const [first] = uploads;
    expect(first?.started).toBe(true);
    expect(first?.file.name).toBe('a.csv');
    expect(first?.options).toMatchObject({
      endpoint: `${TEST_CONFIG.apiBaseUrl}/api/v1/asset/${DATASET_ID}/tus`,
      headers: { 'x-api-key': TEST_API_KEY },
      metadata: { filename: 'a.csv', path: '', filetype: 'text/csv' },
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: TUS_RETRY_DELAYS_MS,
    });
    expect(TUS_CHUNK_BYTES).toBe(8 * 1024 * 1024);
    expect(TUS_RETRY_DELAYS_MS).toEqual([0, 1000, 3000, 5000]);
    const uploadList = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploadList).getAllByRole('listitem')[1]).toHaveTextContent('Waiting');

    act(() => first?.options.onProgress?.(40, 100));
    expect(progressOf('a.csv')).toHaveAttribute('aria-valuenow', '40');
    expect(progressOf('b.csv')).toHaveAttribute('aria-valuenow', '0');
    // The second file waits for the first.
    expect(uploads).toHaveLength(1);

    addRootFile('a.csv', 100);
    act(() => first?.options.onSuccess?.({} as never));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(progressOf('a.csv')).toHaveAttribute('aria-valuenow', '100');
    expect(within(uploadList).getAllByRole('listitem')[0]).toHaveTextContent('Uploaded');
    expect(uploads[1]?.file.name).toBe('b.csv');
    expect(await screen.findByRole('cell', { name: 'a.csv' })).toBeInTheDocument();
  });

  it('uploads into the folder being browsed, or one typed in', async () => {
    const { user } = renderWithProviders(<ManageAssetPage kind="dataset" id={DATASET_ID} />, {
      fetch: assetFetch(),
      route: `/dataset/${DATASET_ID}/description?path=data`,
      path: PATHS.manageDataset,
    });
    const folder = await screen.findByRole('textbox', { name: /Upload into folder/ });
    expect(folder).toHaveValue('data');
    await user.upload(screen.getByLabelText('Files to upload'), csv('train.csv'));
    await waitFor(() => expect(uploads[0]?.options.metadata).toMatchObject({ filename: 'train.csv', path: 'data' }));

    await user.clear(folder);
    await user.type(folder, 'data/../x');
    expect(folder).toHaveAccessibleDescription(/must be a path inside the asset/);
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  });

  it('refuses a file over 500MB before sending it, and still sends the others', async () => {
    const { user } = renderManagePage();
    await screen.findByRole('table', { name: 'Files in All files' });
    await user.upload(screen.getByLabelText('Files to upload'), [oversizedFile('huge.csv'), csv('small.csv')]);

    expect(await screen.findByText('File size exceeds 500MB limit')).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.file.name).toBe('small.csv');
  });

  it("shows 'Failed to upload file.' with the server's reason, and goes on with the next file", async () => {
    const { user } = renderManagePage();
    await screen.findByRole('table', { name: 'Files in All files' });
    await user.upload(screen.getByLabelText('Files to upload'), [csv('data'), csv('ok.csv')]);
    await waitFor(() => expect(uploads).toHaveLength(1));

    const body = JSON.stringify({ error: 'Conflict', detail: "'data' clashes with 'data/train.jsonl' in this asset", field: 'path' });
    const refused = Object.assign(new Error('tus: unexpected response'), { originalResponse: { getBody: () => body } });
    act(() => uploads[0]?.options.onError?.(refused));
    expect(await screen.findByText("Failed to upload file. 'data' clashes with 'data/train.jsonl' in this asset")).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(2));

    act(() => uploads[1]?.options.onError?.(new Error('network down')));
    expect(await screen.findByText('Failed to upload file.')).toBeInTheDocument();
  });

  it("takes a deleted file's row off the upload list, and an earlier copy status read does not bring it back", async () => {
    // Read while a.csv was on its way: the server was copying it then.
    let copies: FileCopy[] = [copying('a.csv', 40, 100)];
    let rootFiles = FOLDERS[''] ?? [];
    const fetch = assetFetch(undefined, [
      fakeRoute(getAssetInfo, (request) => folderInfo({ ...FOLDERS, '': rootFiles })(request)),
      fakeRoute(getFilesCopyStatus, () => ({ body: copies })),
      fakeRoute(deleteAssetFile, ({ body }) => {
        rootFiles = rootFiles.filter((file) => file.path !== (body as { file_path: string }).file_path);
        return { body: { message: 'File deleted successfully' } };
      }),
    ]);
    const { user } = renderWithProviders(<ManageAssetPage kind="dataset" id={DATASET_ID} />, {
      fetch,
      route: `/dataset/${DATASET_ID}/description`,
      path: PATHS.manageDataset,
    });
    await screen.findByRole('table', { name: 'Files in All files' });
    await user.upload(screen.getByLabelText('Files to upload'), [csv('a.csv'), csv('b.csv')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    rootFiles = [...rootFiles, fileEntry('a.csv', 100)];
    act(() => uploads[0]?.options.onSuccess?.({} as never));
    await screen.findByRole('cell', { name: 'a.csv' });
    const uploadList = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploadList).getAllByRole('listitem')[0]).toHaveTextContent('a.csvUploaded');
    expect(screen.queryByText(/^Copying a\.csv/)).not.toBeInTheDocument();

    copies = [{ ...copying('a.csv', 100, 100), status: 'copied' }];
    await user.click(screen.getByRole('button', { name: 'Delete a.csv' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'a.csv' })).not.toBeInTheDocument());
    expect(
      within(uploadList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['b.csv0%']);
    expect(screen.queryByText(/^Copying a\.csv/)).not.toBeInTheDocument();
  });

  it('replaces the row of a file chosen again, and keeps the row of an upload still under way', async () => {
    const { user } = renderManagePage();
    await screen.findByRole('table', { name: 'Files in All files' });
    await user.upload(screen.getByLabelText('Files to upload'), [csv('a.csv')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.options.onError?.(new Error('network down')));
    expect(await screen.findByText('Failed to upload file.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Files to upload'), [csv('a.csv')]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    const rows = () => within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
    expect(rows().map((item) => item.textContent)).toEqual(['a.csv0%']);

    // Chosen once more while it is sending: both stay, the second waits its turn.
    await user.upload(screen.getByLabelText('Files to upload'), [csv('a.csv')]);
    expect(rows().map((item) => item.textContent)).toEqual(['a.csv0%', 'a.csvWaiting']);
  });

  it('stops the upload in progress when the page is left, and leaves finished ones alone', async () => {
    const { user, unmount } = renderManagePage();
    await screen.findByRole('table', { name: 'Files in All files' });
    await user.upload(screen.getByLabelText('Files to upload'), [csv('a.csv'), csv('b.csv')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.options.onSuccess?.({} as never));
    await waitFor(() => expect(uploads).toHaveLength(2));
    unmount();
    expect(uploads.map((upload) => upload.aborted)).toEqual([false, true]);
  });
});
