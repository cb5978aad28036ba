import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { cloneHubRepo, getHubCloneStatus, getHubRepoDetails } from '@bagel/hub-contract';
import { listDatasets } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { TEST_USER } from '@bagel/session/testing';
import { failure, fakeRoute, renderWithProviders, type RouteFake } from '@bagel/web-testing';
import {
  CLONE_ASSET_ID,
  cloned,
  cloneFailed,
  datasetDetails,
  GATED_REFUSAL,
  halfCloned,
  hubClone,
  hubFetch,
  inTurn,
  repoDetails,
  unreachableOnce,
} from '../testing/hub-fakes';
import { HubModelPage, MarketSourcePage } from './hub-repo-page';

const MODEL_ROUTE = `/model/source/${encodeURIComponent('meta-llama/Llama-3.2-1B-Instruct')}/description`;

/** My Models as the sidebar's page would read it, so a refetch after cloning can be seen. */
function MyModelsReader() {
  const call = useApiCall();
  useQuery(routeQuery(call, listDatasets, { query: { owner: TEST_USER.id, types: 'MODEL' } }));
  return null;
}

function renderModel(handlers: RouteFake[] = [], details = repoDetails(), route = MODEL_ROUTE) {
  const fetch = hubFetch(details, handlers);
  const rendered = renderWithProviders(
    <>
      <HubModelPage />
      <MyModelsReader />
    </>,
    { fetch, route, path: PATHS.hubModel },
  );
  const requestsTo = (method: string, path: string) =>
    fetch.requests.filter((request) => request.method === method && request.path === path);
  return { ...rendered, fetch, requestsTo };
}

function renderMarketSource(route: string, details = datasetDetails(), handlers: RouteFake[] = []) {
  const fetch = hubFetch(details, handlers);
  return { ...renderWithProviders(<MarketSourcePage />, { fetch, route, path: PATHS.marketSource }), fetch };
}

const notFoundHeading = () => screen.findByRole('heading', { level: 2, name: 'This repository was not found on Hugging Face' });

describe('HubModelPage', () => {
  it('shows the model: name, author, facts, tags, source, card rendered with its front matter as facts, and files with their sizes', async () => {
    const { fetch } = renderModel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Llama-3.2-1B-Instruct' })).toBeVisible();
    expect(screen.getByText('By meta-llama')).toBeVisible();
    expect(screen.getByText('Source: Offline catalogue')).toBeVisible();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Family: 'llama',
      'Pipeline tag': 'text-generation',
      Licence: 'llama3.2',
      Downloads: '3.4M',
      Likes: '1K',
      'Last modified': 'October 24, 2024',
    });
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('conversational')).toBeVisible();

    const card = screen.getByRole('region', { name: 'Model card' });
    expect(await within(card).findByRole('heading', { level: 4, name: 'Model Information' })).toBeVisible();
    expect(card).not.toHaveTextContent('## Model Information');
    expect(within(card).getByRole('table', { name: 'Card facts' })).toHaveTextContent('pipeline_tagtext-generation');

    const files = screen.getByRole('table', { name: 'Files of meta-llama/Llama-3.2-1B-Instruct' });
    expect(within(files).getByRole('row', { name: /model\.safetensors/ })).toHaveTextContent('model.safetensorsLFS2.3 GB');
    expect(within(files).getByRole('row', { name: /config\.json/ })).toHaveTextContent('config.json877 B');
    expect(screen.getByText('6 files · 2.3 GB')).toBeVisible();

    expect(fetch.requests[0]?.path).toBe('/api/v1/huggingface/assets/details');
    expect(Object.fromEntries(fetch.requests[0]?.query ?? [])).toEqual({
      repo_id: 'meta-llama/Llama-3.2-1B-Instruct',
      repo_type: 'model',
      user_id: TEST_USER.id,
      include_file_info: 'true',
    });
  });

  it('tells of a gated model the platform was let into', async () => {
    renderModel([], repoDetails({ gated: true, access: 'granted' }));
    const gate = await screen.findByRole('region', { name: 'Gated on Hugging Face' });
    expect(gate).toHaveTextContent('This platform has been granted access to its files, so it can be cloned.');
  });

  it('says what must happen before a gated model the platform may not read can be cloned, and shows the refusal of its clone', async () => {
    const { user } = renderModel(
      [fakeRoute(cloneHubRepo, failure(403, GATED_REFUSAL, 'Forbidden'))],
      repoDetails({ gated: true, access: 'refused', access_detail: GATED_REFUSAL }),
    );
    const gate = await screen.findByRole('region', { name: 'Gated on Hugging Face' });
    expect(gate).toHaveTextContent(GATED_REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Clone to My Models' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error cloning the model');
    expect(alert).toHaveTextContent(GATED_REFUSAL);
  });

  it('clones into My Models, follows the copy every second and links to the new model when it is done', async () => {
    const { user, requestsTo } = renderModel([fakeRoute(getHubCloneStatus, inTurn(halfCloned(), cloned()))]);
    await user.click(await screen.findByRole('button', { name: 'Clone to My Models' }));

    expect(await screen.findByRole('progressbar', { name: 'Clone progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(requestsTo('POST', '/api/v1/huggingface/clone').map((request) => Object.fromEntries(request.query))).toEqual([
      { repo_id: 'meta-llama/Llama-3.2-1B-Instruct', dataset_type: 'MODEL', user_id: TEST_USER.id },
    ]);
    expect(requestsTo('POST', '/api/v1/huggingface/clone')[0]?.body).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Clone progress' })).toHaveAttribute('aria-valuenow', '42'), {
      timeout: 2500,
    });
    expect(screen.getByText('3 of 6 files · 994 MB of 2.3 GB')).toBeVisible();

    const done = await screen.findByRole('status', { name: 'Cloned' }, { timeout: 2500 });
    expect(within(done).getByRole('link', { name: 'Open in My Models' })).toHaveAttribute('href', `/model/${CLONE_ASSET_ID}/description`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // My Models is read on mount, again when the clone starts its asset, and again when its files are all in.
    expect(requestsTo('GET', '/api/v1/datasets')).toHaveLength(3);
    const polls = requestsTo('GET', '/api/v1/huggingface/clone/status').length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(requestsTo('GET', '/api/v1/huggingface/clone/status')).toHaveLength(polls);
  });

  it('shows a failed clone with spec §8’s text and its reason, and Try again clones again', async () => {
    const { user, requestsTo } = renderModel([fakeRoute(getHubCloneStatus, inTurn(cloneFailed(), halfCloned()))]);
    await user.click(await screen.findByRole('button', { name: 'Clone to My Models' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 2500 });
    expect(alert).toHaveTextContent('Error cloning the model');
    expect(alert).toHaveTextContent('Hugging Face is not reachable right now');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo('POST', '/api/v1/huggingface/clone')).toHaveLength(2));
    expect(await screen.findByRole('progressbar', { name: 'Clone progress' })).toBeVisible();
  });

  it('resumes following a clone the details say is running, and shows a finished one at once', async () => {
    const { requestsTo } = renderModel([], repoDetails({ clone: hubClone({ progress: 10, files_done: 1 }) }));
    expect(await screen.findByRole('progressbar', { name: 'Clone progress' })).toBeVisible();
    await waitFor(() => expect(requestsTo('GET', '/api/v1/huggingface/clone/status').length).toBeGreaterThan(0));
    expect(requestsTo('POST', '/api/v1/huggingface/clone')).toHaveLength(0);
  });

  it('shows a clone finished earlier without asking about it again', async () => {
    const { requestsTo } = renderModel([], repoDetails({ clone: cloned() }));
    expect(await screen.findByRole('link', { name: 'Open in My Models' })).toBeVisible();
    expect(requestsTo('GET', '/api/v1/huggingface/clone/status')).toHaveLength(0);
  });

  it('is not found for an address that cannot hold a repository id, without asking the server', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = renderModel([], repoDetails(), '/model/source/%E0%A4%A/description');
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('could not be decoded'));
    warned.mockRestore();
    expect(await notFoundHeading()).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Hugging Face model' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search Hugging Face' })).toHaveAttribute('href', '/hub');
    expect(fetch.requests.filter((request) => request.path.includes('huggingface'))).toHaveLength(0);
  });

  it('is not found when the hub has no such repository', async () => {
    renderModel([fakeRoute(getHubRepoDetails, failure(404, 'This repository was not found on Hugging Face', 'Not Found'))]);
    expect(await notFoundHeading()).toBeVisible();
  });

  it('offers another try when the hub cannot be reached', async () => {
    const { user } = renderModel([
      fakeRoute(
        getHubRepoDetails,
        unreachableOnce(() => ({ body: repoDetails() })),
      ),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this repository from Hugging Face');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Llama-3.2-1B-Instruct' })).toBeVisible();
  });
});

describe('MarketSourcePage', () => {
  it('shows a hub dataset with its card, and clones it into My Datasets as RAW', async () => {
    const { user, fetch } = renderMarketSource(`/market/source/dataset/${encodeURIComponent('rajpurkar/squad')}/description`);
    expect(await screen.findByRole('heading', { level: 1, name: 'squad' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Dataset card' })).toHaveTextContent('Stanford Question Answering Dataset');
    expect(fetch.requests[0]?.query.get('repo_type')).toBe('dataset');
    await user.click(screen.getByRole('button', { name: 'Clone to My Datasets' }));
    await waitFor(() => expect(fetch.requests.find((request) => request.method === 'POST')?.query.get('dataset_type')).toBe('RAW'));
  });

  it('shows spec §8’s dataset text when the clone cannot start', async () => {
    const { user } = renderMarketSource(`/market/source/dataset/rajpurkar%2Fsquad/description`, datasetDetails(), [
      fakeRoute(cloneHubRepo, failure(502, 'Hugging Face is not reachable right now. Please try again shortly.')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Clone to My Datasets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error cloning the dataset');
    expect(alert).toHaveTextContent('Hugging Face is not reachable right now. Please try again shortly.');
  });

  it('is not found for a category other than model or dataset', async () => {
    const { fetch } = renderMarketSource('/market/source/space/rajpurkar%2Fsquad/description');
    expect(await notFoundHeading()).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Hugging Face repository' })).toBeVisible();
    expect(fetch.requests).toHaveLength(0);
  });
});
