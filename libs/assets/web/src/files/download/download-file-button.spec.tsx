import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createDownloadLink } from '@bagel/assets-contract';
import { errorReplyShapes, fakeRoute, offContractReply, renderWithProviders } from '@bagel/web-testing';
import { assetFetch, DATASET_ID } from '../../testing/asset-fakes';
import { DownloadFileButton } from './download-file-button';

const renderDownload = (fetch = assetFetch()) => ({
  ...renderWithProviders(<DownloadFileButton assetId={DATASET_ID} path="data/train.csv" name="train.csv" />, { fetch }),
  fetch,
});

afterEach(() => {
  notifications.clean();
  window.location.hash = '';
});

describe('DownloadFileButton', () => {
  it('asks api for a signed link to the file and opens it', async () => {
    const { user, fetch } = renderDownload();
    await user.click(screen.getByRole('button', { name: 'Download train.csv' }));
    await waitFor(() => expect(window.location.hash).toBe(`#downloaded-${encodeURIComponent('data/train.csv')}`));
    expect(fetch.requests.filter((request) => request.method === 'POST')).toMatchObject([
      { path: `/api/v1/asset/${DATASET_ID}/download-link`, body: { path: 'data/train.csv' } },
    ]);
  });

  it.each(errorReplyShapes('Buy this asset to see its files'))('says why it cannot when the reply is %s', async (_shape, body) => {
    const { user } = renderDownload(assetFetch(undefined, [fakeRoute(createDownloadLink, () => offContractReply(403, body))]));
    await user.click(screen.getByRole('button', { name: 'Download train.csv' }));
    expect(await screen.findByText('Could not download train.csv')).toBeInTheDocument();
    expect(screen.getByText('Buy this asset to see its files')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
