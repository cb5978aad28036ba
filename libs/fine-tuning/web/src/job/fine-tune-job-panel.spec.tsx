import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { listDatasets } from '@bagel/assets-contract';
import { getFineTuneJob, type FineTuneJob } from '@bagel/fine-tuning-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useBalance } from '@bagel/wallet-data-access';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_USER } from '@bagel/session/testing';
import { failure, type FakeHandler, renderWithProviders } from '@bagel/web-testing';
import {
  failedJob,
  fineTuneFetch,
  fineTuneJob,
  inTurn,
  JOB_PATH,
  MODEL_ID,
  noJob,
  runningJob,
  succeededJob,
  unreachableOnce,
} from '../testing/fine-tune-fakes';
import { FineTuneJobPanel } from './fine-tune-job-panel';
import { JOB_POLL_MS } from './use-fine-tune-job';

/** My Models and the header's balance, as the app reads them, so a refetch after the job ends can be seen. */
function OtherReaders() {
  const call = useApiCall();
  useQuery(routeQuery(call, listDatasets, { query: { owner: TEST_USER.id, types: 'MODEL' } }));
  useBalance();
  return null;
}

function renderPanel(job: FakeHandler<typeof getFineTuneJob>) {
  const fetch = fineTuneFetch(job);
  const rendered = renderWithProviders(
    <div data-testid="slot">
      <FineTuneJobPanel modelId={MODEL_ID} />
      <OtherReaders />
    </div>,
    { fetch },
  );
  const requestsTo = (path: string) => fetch.requests.filter((request) => request.path === path);
  return { ...rendered, fetch, requestsTo };
}

const reply =
  (body: FineTuneJob): FakeHandler<typeof getFineTuneJob> =>
  () => ({ body });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// jsdom lays nothing out; a chart given no size would draw nothing (and say so on every render).
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 220,
    width: 600,
    height: 220,
    toJSON: () => ({}),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useCurrencyStore.setState({ currency: 'BGL' });
});

describe('FineTuneJobPanel', () => {
  it('asks about a queued or running job every 2 s and stops once it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestsTo } = renderPanel(inTurn(fineTuneJob(), runningJob(), succeededJob()));
    expect(await screen.findByText('Queued')).toBeVisible();
    expect(Object.fromEntries(requestsTo(JOB_PATH)[0]?.query ?? [])).toEqual({ user_id: TEST_USER.id });

    await tick(JOB_POLL_MS);
    expect(await screen.findByText('Training')).toBeVisible();
    await tick(JOB_POLL_MS);
    expect(await screen.findByText('Finished')).toBeVisible();
    expect(requestsTo(JOB_PATH)).toHaveLength(3);

    await tick(JOB_POLL_MS * 3);
    expect(requestsTo(JOB_PATH)).toHaveLength(3);
  });

  it('refetches the model lists and the balance when it sees the job end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestsTo } = renderPanel(inTurn(runningJob(), succeededJob()));
    expect(await screen.findByText('Training')).toBeVisible();
    await waitFor(() => expect(requestsTo('/api/v1/datasets')).toHaveLength(1));
    expect(requestsTo(`/api/v1/users/${TEST_USER.id}`)).toHaveLength(1);

    await tick(JOB_POLL_MS);
    expect(await screen.findByText('Finished')).toBeVisible();
    await waitFor(() => expect(requestsTo('/api/v1/datasets')).toHaveLength(2));
    await waitFor(() => expect(requestsTo(`/api/v1/users/${TEST_USER.id}`)).toHaveLength(2));
  });

  it('does not refresh anything for a job that ended before the page opened', async () => {
    const { requestsTo } = renderPanel(reply(succeededJob()));
    expect(await screen.findByText('Finished')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('/api/v1/datasets')).toHaveLength(1);
    expect(requestsTo(`/api/v1/users/${TEST_USER.id}`)).toHaveLength(1);
  });

  it('renders nothing for a model that was not fine-tuned here, without asking again', async () => {
    const { requestsTo } = renderPanel(noJob);
    expect(screen.getByRole('status', { name: 'Loading the training job' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('slot')).toBeEmptyDOMElement());
    expect(requestsTo(JOB_PATH)).toHaveLength(1);
  });

  it('names the trainer, so a simulated run is never taken for a real one, and says what was trained on what', async () => {
    renderPanel(reply(runningJob()));
    expect(await screen.findByText('Trained by Local simulator')).toBeVisible();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Base model': 'meta-llama/Llama-3.2-1B-Instruct',
      'Dataset file': 'data/train.jsonl',
      GPU: 'NVIDIA Tesla A100 40GB × 2',
      Epochs: '3',
    });
  });

  it('shows how far training got, in percent and in steps', async () => {
    renderPanel(reply(runningJob()));
    expect(await screen.findByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeVisible();
    expect(screen.getByText('Step 60 of 120')).toBeVisible();
  });

  it('shows the estimate as held while training, in the currency the user chose', async () => {
    renderPanel(reply(runningJob()));
    expect((await screen.findByText('Held')).nextElementSibling).toHaveTextContent('🥯 120.00');
    await act(async () => useCurrencyStore.setState({ currency: 'USD' }));
    expect(screen.getByText('Held').nextElementSibling).toHaveTextContent('$4.80');
    expect(screen.queryByText('Charged')).not.toBeInTheDocument();
  });

  it('shows the final charge and the refunded difference once the job is settled', async () => {
    renderPanel(reply(succeededJob()));
    expect((await screen.findByText('Charged')).nextElementSibling).toHaveTextContent('🥯 96.50');
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('🥯 23.50');
    expect(screen.getByText('Of the 🥯 120.00 held when training started.')).toBeVisible();
    expect(screen.queryByText('Held')).not.toBeInTheDocument();
    await act(async () => useCurrencyStore.setState({ currency: 'USD' }));
    expect(screen.getByText('Charged').nextElementSibling).toHaveTextContent('$3.86');
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('$0.94');
  });

  it('shows why a failed job stopped', async () => {
    renderPanel(reply(failedJob()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Training failed');
    expect(alert).toHaveTextContent('The GPU ran out of memory at step 31. Try a smaller batch size.');
    expect(screen.getByText('Failed')).toBeVisible();
  });

  it('names the loss chart and sums it up in words for screen readers', async () => {
    renderPanel(reply(succeededJob()));
    const chart = await screen.findByRole('figure', { name: 'Training loss' });
    expect(chart).toHaveAccessibleDescription('Loss fell from 2.31 to 0.84 over 120 steps');
    await waitFor(() => expect(chart.querySelector('svg title')).toHaveTextContent('Training loss by step'));
  });

  it('says the loss curve comes once training starts', async () => {
    renderPanel(reply(fineTuneJob()));
    const chart = await screen.findByRole('figure', { name: 'Training loss' });
    expect(chart).toHaveTextContent('The loss curve appears once training starts');
  });

  it('lists the trainer’s events oldest first, with their times, in a labelled region', async () => {
    renderPanel(reply(failedJob()));
    const events = within(await screen.findByRole('region', { name: 'Training events' })).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2025-03-04T15:00:00.000Z',
      '2025-03-04T15:01:00.000Z',
      '2025-03-04T15:03:00.000Z',
    ]);
    expect(events.at(-1)).toHaveTextContent(/Error: CUDA out of memory$/);
  });

  it('offers another try when the job cannot be loaded', async () => {
    const { user } = renderPanel(unreachableOnce(reply(runningJob())));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the training job');
    expect(alert).toHaveTextContent('The database is not reachable right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Training')).toBeVisible();
  });

  it('shows a server failure that is not a 404 as an error', async () => {
    renderPanel(failure(403, 'Your account is on the waitlist.', 'Forbidden'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is on the waitlist.');
  });
});
