import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { listDatasets } from '@bagel/assets-contract';
import { TEST_USER } from '@bagel/session/testing';
import { failure, fakeFetch, fakeRoute, type FakeHandler, never, renderWithProviders } from '@bagel/web-testing';
import { assetRecord, DATASET_ID, marketListing, MODEL_ID } from '../testing/asset-fakes';
import { MyAssetsPage } from './my-assets-page';

const renderList = (kind: 'dataset' | 'model', handler: FakeHandler<typeof listDatasets>) => {
  const fetch = fakeFetch([fakeRoute(listDatasets, handler)]);
  return { ...renderWithProviders(<MyAssetsPage kind={kind} />, { fetch }), fetch };
};

describe('MyAssetsPage', () => {
  it("lists the user's own datasets, each linking to its manage page with its type, files and listing", async () => {
    const { fetch } = renderList('dataset', () => ({
      body: {
        datasets: [
          assetRecord(),
          assetRecord({
            dataset_id: MODEL_ID,
            dataset_type: 'VECTOR',
            title: 'Docs',
            tags: [],
            file_count: 1,
            total_bytes: 2048,
            is_published: true,
            price: 12.5,
          }),
        ],
      },
    }));
    const list = await screen.findByRole('list', { name: 'My Datasets' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Customer reviews' })).toHaveAttribute(
      'href',
      `/dataset/${DATASET_ID}/description`,
    );
    expect(first).toHaveTextContent('Fine-tune');
    expect(first).toHaveTextContent('3 files · 1.5 MB');
    expect(first).toHaveTextContent('Not published');
    expect(second).toHaveTextContent('RAG');
    expect(second).toHaveTextContent('1 file · 2 KB');
    expect(second).toHaveTextContent('Published · 🥯 12.50');
    expect(fetch.requests[0]?.query.get('owner')).toBe(TEST_USER.id);
    expect(fetch.requests[0]?.query.get('types')).toBe('RAW,VECTOR');
  });

  it('lists what the user bought apart, each linking to its market page and naming the seller', async () => {
    const { fetch } = renderList('dataset', () => ({
      body: { datasets: [assetRecord(), marketListing({ dataset_id: MODEL_ID, title: 'Sea poems', access: 'purchased' })] },
    }));
    const bought = await screen.findByRole('list', { name: 'Purchased datasets' });
    const [item] = within(bought).getAllByRole('listitem');
    expect(within(item as HTMLElement).getByRole('link', { name: 'Sea poems' })).toHaveAttribute(
      'href',
      `/market/dataset/${MODEL_ID}/description`,
    );
    expect(item).toHaveTextContent('Bought from bob');
    expect(within(screen.getByRole('list', { name: 'My Datasets' })).getAllByRole('listitem')).toHaveLength(1);
    expect(fetch.requests[0]?.query.get('include_purchased')).toBe('true');
  });

  it('asks for models only on My Models', async () => {
    const { fetch } = renderList('model', () => ({ body: { datasets: [] } }));
    await screen.findByRole('heading', { level: 2, name: 'No models yet' });
    expect(fetch.requests[0]?.query.get('types')).toBe('MODEL');
  });

  it('points an empty list to the header’s Create menu', async () => {
    renderList('dataset', () => ({ body: { datasets: [] } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No datasets yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose Create Dataset from Create in the header (in the menu on a phone) to make your first dataset.'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while it loads', () => {
    renderList('dataset', never);
    expect(screen.getByRole('status', { name: 'Loading your datasets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Datasets' })).toBeInTheDocument();
  });

  it('shows a failure with the server’s text, and loads again on Try again', async () => {
    let fail = true;
    const outage = failure(503, 'The database is not reachable right now. Please try again shortly.');
    const { user } = renderList('dataset', () => (fail ? outage() : { body: { datasets: [assetRecord()] } }));
    expect(await screen.findByText('The database is not reachable right now. Please try again shortly.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Customer reviews' })).toBeInTheDocument();
  });
});
