import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { listRestrictedModels, searchHub } from '@bagel/hub-contract';
import { failure, fakeRoute, never, renderWithProviders, type RouteFake, setViewportWidth } from '@bagel/web-testing';
import { HUB_REPOS, hubFetch, hubRepo, hubSearch, RESTRICTED_MODELS } from '../testing/hub-fakes';
import { LocationProbe } from '../testing/location-probe';
import { ModelSearch } from './model-search';

function renderSearch(handlers: RouteFake[] = []) {
  const fetch = hubFetch(undefined, handlers);
  const rendered = renderWithProviders(
    <>
      <ModelSearch />
      <LocationProbe />
    </>,
    { fetch, route: '/dashboard' },
  );
  const hubSearches = () => fetch.requests.filter((request) => request.path === '/api/v1/huggingface/search');
  return { ...rendered, fetch, hubSearches };
}

const box = () => screen.getByRole('combobox', { name: 'Search models' });
const results = () => within(screen.getByRole('listbox', { name: 'Models' })).getAllByRole('option');
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

afterEach(() => vi.restoreAllMocks());

describe('ModelSearch', () => {
  it('opens on an empty box with Start searching and the suggested tags, which fill the box', async () => {
    const { user, hubSearches } = renderSearch();
    await user.click(box());
    expect(await screen.findByText('Start searching')).toBeVisible();
    const tags = ['transformers', 'pytorch', 'llama', 'code', 'text-generation'];
    for (const tag of tags) expect(screen.getByRole('button', { name: tag })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'pytorch' }));
    expect(box()).toHaveValue('pytorch');
    await waitFor(() => expect(hubSearches()).toHaveLength(1));
    expect(await screen.findByRole('option', { name: /gpt2/ })).toBeVisible();
  });

  it('asks the hub once, 300 ms after the last key, for its quick search of models', async () => {
    const { user, hubSearches } = renderSearch();
    await user.type(box(), 'llama');
    expect(hubSearches()).toHaveLength(0);
    await waitFor(() => expect(hubSearches()).toHaveLength(1));
    expect(Object.fromEntries(hubSearches()[0]?.query ?? [])).toEqual({ query: 'llama', search_type: 'model', top_k: '5', limit: '25' });
    await screen.findByRole('option', { name: /TinyLlama/ });
    expect(hubSearches()).toHaveLength(1);
  });

  it('lists the platform’s matching models first, then the hub’s, each once, as links to their pages', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'llama');
    await screen.findByRole('option', { name: /TinyLlama/ });
    expect(results().map((option) => option.getAttribute('href'))).toEqual([
      '/model/source/meta-llama%2FLlama-3.2-1B/description',
      '/model/source/meta-llama%2FLlama-3.2-1B-Instruct/description',
      '/model/source/meta-llama%2FLlama-3.1-8B-Instruct/description',
      '/model/source/TinyLlama%2FTinyLlama-1.1B-Chat-v1.0/description',
    ]);
    expect(results()[0]).toHaveTextContent(/Llama-3\.2-1B.*meta-llama\/Llama-3\.2-1B.*llama/);
    expect(results()[0]?.tagName).toBe('A');
  });

  it('shows at most 12 results', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      id: `acme/llama-${index}`,
      name: `llama-${index}`,
      family: 'llama',
      tags: [],
    }));
    const hub = Array.from({ length: 5 }, (_, index) => hubRepo({ id: `hub/llama-${index}` }));
    const { user } = renderSearch([
      fakeRoute(listRestrictedModels, () => ({ body: { models: many } })),
      fakeRoute(searchHub, hubSearch(hub)),
    ]);
    await user.type(box(), 'llama');
    await screen.findByRole('option', { name: /hub\/llama-0/ });
    expect(results()).toHaveLength(12);
    expect(results().at(-1)).toHaveTextContent('hub/llama-1');
  });

  it.each([
    ['family', 'qwen'],
    ['tag', 'conversational'],
  ])('matches the platform’s models by %s, whatever the case', async (_field, query) => {
    const { user } = renderSearch([fakeRoute(searchHub, hubSearch([]))]);
    await user.type(box(), query.toUpperCase());
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    const expected = RESTRICTED_MODELS.filter((model) => model.family === query || model.tags.includes(query)).map((model) => model.id);
    expect(results().map((option) => within(option).getByText(/\//).textContent)).toEqual(expected);
  });

  it('says No models found when neither the platform nor the hub has one', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'zzzz');
    expect(await screen.findByText('No models found')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a loader while the hub has not answered', async () => {
    const { user } = renderSearch([fakeRoute(searchHub, never)]);
    await user.type(box(), 'llama');
    expect(screen.getByText('Searching…')).toBeVisible();
    expect(await screen.findByRole('option', { name: /Llama-3\.2-1B-Instruct/ })).toBeVisible();
    expect(screen.getByText('Searching…')).toBeVisible();
  });

  it('still shows the platform’s models when the hub fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSearch([fakeRoute(searchHub, failure(502, 'Hugging Face is not reachable right now.'))]);
    await user.type(box(), 'qwen');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Model search: Hugging Face could not be searched', expect.anything()));
    expect(results().map((option) => option.getAttribute('href'))).toEqual([
      '/model/source/Qwen%2FQwen2.5-1.5B-Instruct/description',
      '/model/source/Qwen%2FQwen3-0.6B/description',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter, closing the popover', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'llama');
    await screen.findByRole('option', { name: /TinyLlama/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', results()[1]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/model/source/meta-llama%2FLlama-3.2-1B-Instruct/description'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('browses the hub for the text on Enter, or from the footer link', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'llama');
    expect(await screen.findByRole('link', { name: 'Browse all on Hugging Face' })).toHaveAttribute('href', '/hub?query=llama');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/hub?query=llama');
    expect(screen.queryByRole('link', { name: 'Browse all on Hugging Face' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderSearch();
    await user.click(box());
    await screen.findByText('Start searching');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Start searching')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('tabs from the box to the tags and on to the footer link, past the results, and back to the box at the end', async () => {
    const { user } = renderSearch();
    await user.click(box());
    await screen.findByText('Start searching');
    await user.tab();
    expect(screen.getByRole('button', { name: 'transformers' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(box()).toHaveFocus();

    await user.type(box(), 'llama');
    await screen.findByRole('option', { name: /TinyLlama/ });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Browse all on Hugging Face' })).toHaveFocus();
    await user.tab();
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each([375, 800])('is an icon opening the popover with its box at %i px, which keeps the keyboard until Escape', async (width) => {
    act(() => setViewportWidth(width));
    const { user } = renderSearch();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const icon = screen.getByRole('button', { name: 'Search models' });
    await user.click(icon);
    const input = await screen.findByRole('textbox', { name: 'Search models' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'mistral');
    expect(await screen.findByRole('option', { name: /Mistral-7B-Instruct-v0\.3/ })).toHaveAttribute(
      'href',
      `/model/source/${encodeURIComponent(HUB_REPOS[4]?.id ?? '')}/description`,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Browse all on Hugging Face' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Search models' })).not.toBeInTheDocument();
    await waitFor(() => expect(icon).toHaveFocus());
  });
});
