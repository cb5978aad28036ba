import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { deleteAssetFile } from '@bagel/assets-contract';
import type { SessionState } from '@bagel/session';
import { failure, fakeRoute, type FakeHandler, renderWithProviders } from '@bagel/web-testing';
import { assetFetch, DATASET_ID } from '../../testing/asset-fakes';
import { DeleteFileButton } from './delete-file-button';

function renderDelete(
  reply: FakeHandler<typeof deleteAssetFile>,
  { assetId = DATASET_ID, path = 'data/train.jsonl', session }: { assetId?: string; path?: string; session?: Partial<SessionState> } = {},
) {
  const fetch = assetFetch(undefined, [fakeRoute(deleteAssetFile, reply)]);
  const onDeleted = vi.fn();
  const rendered = renderWithProviders(<DeleteFileButton assetId={assetId} path={path} name="train.jsonl" onDeleted={onDeleted} />, {
    fetch,
    session,
  });
  return { ...rendered, fetch, onDeleted, deletes: () => fetch.requests.filter((request) => request.method === 'DELETE') };
}

async function confirmDelete(user: ReturnType<typeof renderDelete>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete train.jsonl' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

afterEach(() => notifications.clean());

describe('deleting a file (spec §5, §8)', () => {
  it("deletes after confirming, says 'File deleted successfully' and tells which path went", async () => {
    const { user, deletes, onDeleted } = renderDelete(() => ({ body: { message: 'File deleted successfully' } }));
    await confirmDelete(user);
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(deletes()).toEqual([
      expect.objectContaining({ path: `/api/v1/asset/${DATASET_ID}/file`, body: { file_path: 'data/train.jsonl' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete file' })).not.toBeInTheDocument());
    expect(onDeleted).toHaveBeenCalledExactlyOnceWith('data/train.jsonl');
  });

  it('shows the server’s message when it refuses, and the file is not reported gone', async () => {
    const { user, onDeleted } = renderDelete(failure(404, 'File not found', 'Not Found'));
    await confirmDelete(user);
    expect(await screen.findByText('File not found')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("says 'Failed to delete file' when the server gave no message", async () => {
    const { user } = renderDelete(() => new Response('upstream timeout', { status: 502 }));
    await confirmDelete(user);
    expect(await screen.findByText('Failed to delete file')).toBeInTheDocument();
  });

  it.each([
    ['the asset id', { assetId: '' }],
    ['the path', { path: '' }],
    ['the API key', { session: { apiKey: null } }],
  ])("says 'Missing required parameters for file deletion' and sends nothing without %s", async (_missing, options) => {
    const { user, deletes } = renderDelete(() => ({ body: { message: 'File deleted successfully' } }), options);
    await confirmDelete(user);
    expect(await screen.findByText('Missing required parameters for file deletion')).toBeInTheDocument();
    expect(deletes()).toEqual([]);
  });

  it('leaves the file alone on Cancel', async () => {
    const { user, deletes } = renderDelete(() => ({ body: { message: 'File deleted successfully' } }));
    await user.click(screen.getByRole('button', { name: 'Delete train.jsonl' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);
  });
});
