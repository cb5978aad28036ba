import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { searchHub } from '@bagel/hub-contract';
import { PATHS } from '@bagel/contract';
import { fakeRoute, renderWithProviders, type RouteFake } from '@bagel/web-testing';
import { hubFetch, hubRepo, hubSearch, unreachableOnce } from '../testing/hub-fakes';
import { LocationProbe } from '../testing/location-probe';
import { HubBrowsePage } from './hub-browse-page';

function renderBrowse(route = '/hub', handlers: RouteFake[] = []) {
  const fetch = hubFetch(undefined, handlers);
  const rendered = renderWithProviders(
    <>
      <HubBrowsePage />
      <LocationProbe />
    </>,
    { fetch, route, path: PATHS.hub },
  );
  const searches = () => fetch.requests.filter((request) => request.path === '/api/v1/huggingface/search').map((request) => request.query);
  const lastSearch = () => Object.fromEntries(searches().at(-1) ?? []);
  return { ...rendered, fetch, searches, lastSearch };
}

const cards = () => within(screen.getByRole('list', { name: /Hugging Face/ })).getAllByRole('listitem');
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('HubBrowsePage', () => {
  it('shows the first page of 30 models, where they come from, and links to their pages', async () => {
    const { lastSearch } = renderBrowse();
    expect(screen.getByRole('heading', { level: 1, name: 'Hugging Face Hub' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Searching Hugging Face' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Llama-3.2-1B-Instruct' })).toHaveAttribute(
      'href',
      '/model/source/meta-llama%2FLlama-3.2-1B-Instruct/description',
    );
    expect(cards()).toHaveLength(7);
    expect(screen.getByText('Source: Offline catalogue')).toBeVisible();
    expect(screen.getByText('Results 1–7')).toBeVisible();
    expect(lastSearch()).toEqual({ search_type: 'model', sort: 'downloads', page: '1', top_k: '30' });
    expect(within(cards()[1] as HTMLElement).getByText('Gated')).toBeVisible();
    expect(within(cards()[0] as HTMLElement).getByText('3.4M downloads')).toBeVisible();
  });

  it('searches for the address’s query, and for what is typed once typing pauses, keeping it in the address', async () => {
    const { user, searches, lastSearch } = renderBrowse('/hub?query=qwen');
    expect(await screen.findByRole('link', { name: 'Qwen2.5-7B-Instruct' })).toBeVisible();
    expect(lastSearch()).toMatchObject({ query: 'qwen' });
    const box = screen.getByRole('textbox', { name: 'Search Hugging Face' });
    expect(box).toHaveValue('qwen');

    await user.clear(box);
    await user.type(box, 'mistral');
    await waitFor(() => expect(location()).toBe('/hub?query=mistral'));
    expect(await screen.findByRole('link', { name: 'Mistral-7B-Instruct-v0.3' })).toBeVisible();
    // Clearing and typing again within 300 ms is one pause: one search.
    expect(searches().map((query) => query.get('query'))).toEqual(['qwen', 'mistral']);
  });

  it('switches to datasets, whose cards link to their market pages', async () => {
    const { user, lastSearch } = renderBrowse();
    await screen.findByRole('link', { name: 'Llama-3.2-1B-Instruct' });
    await user.click(screen.getByRole('radio', { name: 'Datasets' }));
    expect(await screen.findByRole('link', { name: 'squad' })).toHaveAttribute(
      'href',
      '/market/source/dataset/rajpurkar%2Fsquad/description',
    );
    expect(lastSearch()).toMatchObject({ search_type: 'dataset', page: '1' });
    expect(location()).toBe('/hub?search_type=dataset');
  });

  it('sorts and filters by tag and format', async () => {
    const { user, lastSearch } = renderBrowse();
    await screen.findByRole('link', { name: 'Llama-3.2-1B-Instruct' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most likes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'pytorch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'gguf');
    await waitFor(() =>
      expect(lastSearch()).toEqual({ search_type: 'model', sort: 'likes', tag: 'pytorch', format: 'gguf', page: '1', top_k: '30' }),
    );
    expect(location()).toBe('/hub?sort=likes&tag=pytorch&format=gguf');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Any tag');
    expect(location()).toBe('/hub?sort=likes&format=gguf');
  });

  it('pages through the results by the total the hub gives', async () => {
    const many = Array.from({ length: 65 }, (_, index) => hubRepo({ id: `acme/model-${index}` }));
    const { user, lastSearch } = renderBrowse('/hub', [fakeRoute(searchHub, hubSearch(many, 'Hugging Face'))]);
    await screen.findByRole('link', { name: 'model-0' });
    expect(screen.getByText('Source: Hugging Face')).toBeVisible();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('button', { name: '3' })).toBeVisible();
    expect(pages.queryByRole('button', { name: '4' })).not.toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'model-30' })).toBeVisible();
    expect(lastSearch()).toMatchObject({ page: '2', top_k: '30' });
    expect(screen.getByText('Results 31–60')).toBeVisible();
    expect(location()).toBe('/hub?page=2');
  });

  it('says so when nothing is found', async () => {
    renderBrowse('/hub?query=zzzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'No models found' })).toBeVisible();
  });

  it('offers another try when the hub cannot be reached', async () => {
    const { user } = renderBrowse('/hub', [fakeRoute(searchHub, unreachableOnce(hubSearch()))]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not search Hugging Face');
    expect(alert).toHaveTextContent('Hugging Face is not reachable right now. Please try again shortly.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Llama-3.2-1B-Instruct' })).toBeVisible();
  });
});
