import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buyAsset, getAsset } from '@bagel/assets-contract';
import type { AssetRecord } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_USER } from '@bagel/session/testing';
import { failure, fakeRoute, type FakeHandler, renderWithProviders, type RouteFake } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID, marketListing } from '../testing/asset-fakes';
import { MarketDatasetPage } from './market-asset-page';

function renderMarket(asset: AssetRecord, handlers: RouteFake[] = []) {
  const fetch = assetFetch(asset, handlers);
  const rendered = renderWithProviders(<MarketDatasetPage />, {
    fetch,
    route: `/market/dataset/${asset.dataset_id}/description`,
    path: PATHS.marketDataset,
  });
  const purchases = () => fetch.requests.filter((request) => request.method === 'POST');
  return { ...rendered, fetch, purchases };
}

const bought = (): FakeHandler<typeof buyAsset> => () => ({
  body: { asset: marketListing({ access: 'purchased' }), transaction_id: 'tx-1', balance: 987.5 },
});

async function buy(user: ReturnType<typeof renderMarket>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy Customer reviews' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
  return dialog;
}

afterEach(() => useCurrencyStore.setState({ currency: 'BGL' }));

describe('MarketAssetPage', () => {
  it('shows a listing: name, owner, tags, type, price and files, and no files before buying', async () => {
    const { fetch } = renderMarket(marketListing());
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer reviews' })).toBeInTheDocument();
    expect(screen.getByText('By bob')).toBeInTheDocument();
    expect(screen.getByText('Fine-tune')).toBeInTheDocument();
    expect(screen.getByText('reviews')).toBeInTheDocument();
    expect(screen.getByText('3 files · 1.5 MB')).toBeInTheDocument();
    expect(screen.getByText(/^Price:/)).toHaveTextContent('Price: 🥯 12.50');
    expect(screen.queryByRole('heading', { name: 'Files' })).not.toBeInTheDocument();
    expect(fetch.requests.map((request) => request.path)).toEqual([`/api/v1/asset/${DATASET_ID}`]);
  });

  it('adds the price in USD when that is the user’s currency', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    renderMarket(marketListing());
    expect(await screen.findByText(/^Price:/)).toHaveTextContent('Price: 🥯 12.50 ($0.50)');
  });

  it('buys after confirming the price, with an idempotency key per attempt, then shows the files', async () => {
    const { user, purchases } = renderMarket(marketListing(), [fakeRoute(buyAsset, bought())]);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Customer reviews' });
    expect(dialog).toHaveTextContent('You pay bob 🥯 12.50 for access to its files.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));

    expect(await screen.findByRole('status', { name: /Purchased/ })).toHaveTextContent('You bought this dataset: its files are below.');
    expect(await screen.findByRole('table', { name: 'Files in All files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({
      path: `/api/v1/market/asset/${DATASET_ID}/purchase`,
      body: { user_id: TEST_USER.id },
      headers: { 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it('shows the server’s refusal in the dialog, and a second attempt carries a new key', async () => {
    const { user, purchases } = renderMarket(marketListing(), [
      fakeRoute(buyAsset, failure(422, 'Insufficient balance', 'Unprocessable Entity')),
    ]);
    const dialog = await buy(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient balance');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(purchases()).toHaveLength(2));
    const [first, second] = purchases().map((request) => request.headers['idempotency-key']);
    expect(first).not.toBe(second);
  });

  it('tells the owner they own it, with a link to manage it', async () => {
    renderMarket(assetRecord({ is_published: true, price: 5 }));
    expect(await screen.findByText('You own this asset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage this dataset' })).toHaveAttribute('href', `/dataset/${DATASET_ID}/description`);
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('is a not-found page for an unknown or unpublished asset, with a way back', async () => {
    renderMarket(marketListing(), [fakeRoute(getAsset, failure(404, 'Asset not found', 'Not Found'))]);
    expect(await screen.findByRole('heading', { level: 2, name: 'This dataset was not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Market dataset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Datasets' })).toHaveAttribute('href', '/dataset');
  });
});
