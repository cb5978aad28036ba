import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getFilePreview } from '@bagel/assets-contract';
import { failure, fakeRoute, type FakeHandler, renderWithProviders } from '@bagel/web-testing';
import { assetFetch, DATASET_ID, REVIEWS_PREVIEW } from '../../testing/asset-fakes';
import { isPreviewable } from './previewable';
import { PreviewFileButton } from './preview-file-button';

function openPreview(reply: FakeHandler<typeof getFilePreview>) {
  const fetch = assetFetch(undefined, [fakeRoute(getFilePreview, reply)]);
  const rendered = renderWithProviders(<PreviewFileButton assetId={DATASET_ID} path="reviews.csv" name="reviews.csv" />, { fetch });
  return { ...rendered, fetch, open: () => rendered.user.click(screen.getByRole('button', { name: 'Preview reviews.csv' })) };
}

describe('file preview', () => {
  it('offers a preview for CSV, JSONL, Parquet and TXT files only', () => {
    expect(['a.csv', 'b.JSONL', 'c.parquet', 'd.txt'].map(isPreviewable)).toEqual([true, true, true, true]);
    expect(['model.bin', 'csv', 'notes.md', 'archive.csv.gz'].map(isPreviewable)).toEqual([false, false, false, false]);
  });

  it('reads the file only when opened, and shows its first rows under the detected columns', async () => {
    const { fetch, open } = openPreview(() => ({ body: REVIEWS_PREVIEW }));
    expect(fetch.requests).toEqual([]);
    await open();
    const table = await screen.findByRole('table', { name: 'First rows of reviews.csv' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['id', 'review', 'stars']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1Great value5');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('The first 3 rows; the file has more.')).toBeInTheDocument();
    expect(fetch.requests[0]).toMatchObject({ path: `/api/v1/asset/${DATASET_ID}/preview` });
    expect(fetch.requests[0]?.query.get('path')).toBe('reviews.csv');
  });

  it('shows nested values as JSON and missing ones as empty cells', async () => {
    const { open } = openPreview(() => ({
      body: { path: 'reviews.csv', format: 'jsonl', columns: ['a', 'b'], rows: [{ a: { x: [1, 2] } }], truncated: false },
    }));
    await open();
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['{"x":[1,2]}', '']);
    expect(screen.getByText('The whole file: 1 row.')).toBeInTheDocument();
  });

  it.each([
    [415, 'This file format cannot be previewed'],
    [422, 'This CSV file could not be read: Invalid Closing Quote'],
  ] as const)('shows a %i as its text', async (status, detail) => {
    const { open } = openPreview(failure(status, detail));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be previewed');
    expect(alert).toHaveTextContent(detail);
  });
});
