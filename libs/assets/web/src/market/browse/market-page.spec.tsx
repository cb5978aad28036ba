import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { browseMarket } from '@bagel/assets-contract';
import { fakeFetch, fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { MODEL_ID, marketListing, marketRoute } from '../../testing/asset-fakes';
import { MarketPage } from './market-page';

const LISTINGS = [
  marketListing({ dataset_id: '00000000-0000-4000-8000-000000000001', title: 'Poems of the sea', tags: ['poetry'], price: 12 }),
  marketListing({ dataset_id: MODEL_ID, dataset_type: 'MODEL', title: 'Sea shanty model', tags: [], price: 40, access: 'purchased' }),
  marketListing({ dataset_id: '00000000-0000-4000-8000-000000000003', title: 'Bagel recipes', tags: ['cooking'], price: 3.5 }),
];

const listings = () => screen.getByRole('list', { name: 'Listings' });
const titlesShown = () =>
  within(listings())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('MarketPage', () => {
  it('lists what is published with price, seller and size, each linking to its market page', async () => {
    const { container } = renderWithProviders(<MarketPage />, { route: '/market', fetch: fakeFetch([marketRoute(LISTINGS)]) });

    const poems = await screen.findByRole('listitem', { name: 'Poems of the sea' });
    expect(poems).toHaveTextContent('🥯 12.00');
    expect(poems).toHaveTextContent('by bob');
    expect(poems).toHaveTextContent('3 files · 1.5 MB');
    expect(within(poems).getByRole('link', { name: 'Poems of the sea' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/market\/dataset\/.+\/description$/),
    );
    expect(within(screen.getByRole('listitem', { name: 'Sea shanty model' })).getByText('Purchased')).toBeInTheDocument();
    expect(screen.getByText('3 listings')).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('searches, shows datasets or models and sorts, asking the server with the address’s parameters', async () => {
    const fetch = fakeFetch([marketRoute(LISTINGS)]);
    const { user } = renderWithProviders(<MarketPage />, { route: '/market', fetch });
    await screen.findByRole('listitem', { name: 'Bagel recipes' });

    await user.type(screen.getByRole('textbox', { name: 'Search the market' }), 'sea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('2 listings');
    await user.click(screen.getByRole('radio', { name: 'Datasets' }));
    await screen.findByText('1 listing');
    expect(titlesShown()).toEqual(['Poems of the sea']);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.clear(screen.getByRole('textbox', { name: 'Search the market' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('3 listings');
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await screen.findByRole('listitem', { name: 'Bagel recipes' });
    expect(titlesShown()).toEqual(['Bagel recipes', 'Poems of the sea', 'Sea shanty model']);
    const last = fetch.requests.filter((request) => request.path === browseMarket.path).at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ sort: 'price_low', page: '1' });
  });

  it('says when nothing matches, and why the market could not load, with Try again', async () => {
    let failures = 1;
    const fetch = fakeFetch([
      fakeRoute(browseMarket, () =>
        failures-- > 0
          ? { status: 503, body: { error: 'Service Unavailable', detail: 'The market is resting' } }
          : { body: { listings: [], total: 0, page: 1, page_size: 24 } },
      ),
    ]);
    const { user } = renderWithProviders(<MarketPage />, { route: '/market?q=zzz', fetch });

    expect(await screen.findByText('The market is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing on the market matches' })).toBeInTheDocument();
  });
});
