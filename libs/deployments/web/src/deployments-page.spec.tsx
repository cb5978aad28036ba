import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDeploymentProgress, listUserDeployments, setDeploymentSpendCap, terminateDeployment } from '@bagel/deployments-contract';
import { useBalance } from '@bagel/wallet-data-access';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_USER } from '@bagel/session/testing';
import { failure, type FakeFetch, type FakeHandler, fakeRoute, never, renderWithProviders } from '@bagel/web-testing';
import { DeploymentsPage } from './deployments-page';
import { DEPLOYMENTS_POLL_MS } from './use-deployments';
import { PROGRESS_POLL_MS } from './list/use-deployment-progress';
import {
  balanceStopped,
  deployment,
  deploymentsFetch,
  failedDeployment,
  inTurn,
  MODEL_ID,
  OTHER_POD_ID,
  POD_ID,
  runningDeployment,
  spendCapStopped,
  startingDeployment,
  statsOf,
  terminatedDeployment,
} from './testing/deployment-fakes';

const LIST_PATH = `/api/v1/deployments/vllm/user/${TEST_USER.id}`;
const PROGRESS_PATH = `/api/v1/deployments/vllm/${POD_ID}/progress`;

/** The header's balance, as the shell reads it, so a refetch after a charge can be seen. */
function HeaderBalance() {
  useBalance();
  return null;
}

function renderPage(fetch: FakeFetch) {
  const rendered = renderWithProviders(
    <>
      <DeploymentsPage />
      <HeaderBalance />
    </>,
    { fetch },
  );
  const requestsTo = (path: string, method = 'GET') =>
    fetch.requests.filter((request) => request.path === path && request.method === method);
  return { ...rendered, requestsTo };
}

async function card(name = 'support-bot-llama') {
  const article = (await screen.findByRole('heading', { level: 2, name })).closest('article');
  if (!article) throw new Error(`No card for ${name}`);
  return within(article);
}
const factOf = (scope: ReturnType<typeof within>, term: string) => scope.getByText(term).nextElementSibling;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  useCurrencyStore.setState({ currency: 'BGL' });
});

describe('DeploymentsPage: states', () => {
  it('is one h1, loading until the list comes', () => {
    renderPage(deploymentsFetch([fakeRoute(listUserDeployments, never)]));
    expect(screen.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading deployments' })).toBeInTheDocument();
  });

  it('says there is nothing yet and where deploying starts', async () => {
    renderPage(deploymentsFetch([], []));
    expect(await screen.findByRole('heading', { level: 2, name: 'No deployments yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Models' })).toHaveAttribute('href', '/model');
  });

  it('shows the server’s reason when the list cannot be loaded, and tries again', async () => {
    let calls = 0;
    const fetch = deploymentsFetch([
      fakeRoute(listUserDeployments, () =>
        calls++ === 0
          ? failure(503, 'The database is not reachable right now. Please try again shortly.')()
          : { body: { deployments: [runningDeployment()] } },
      ),
    ]);
    const { user } = renderPage(fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your deployments');
    expect(alert).toHaveTextContent('The database is not reachable right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card()).toBeTruthy();
  });

  it('falls back to spec §8’s text when the server said nothing', async () => {
    renderPage(deploymentsFetch([fakeRoute(listUserDeployments, () => new Response('<html>', { status: 502 }))]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch deployments');
  });
});

describe('DeploymentsPage: the totals', () => {
  it('shows running, pending, total and total cost, in the user’s currency', async () => {
    const deployments = [runningDeployment(), startingDeployment({ pod_id: OTHER_POD_ID }), spendCapStopped({ pod_id: 'x' })];
    renderPage(deploymentsFetch([], deployments));
    expect(statsOf(deployments).total_cost).toBe(37.5);
    const totals = Object.fromEntries(
      await waitFor(() => {
        const terms = [...document.querySelectorAll('dl[aria-busy="false"] dt')];
        expect(terms).toHaveLength(4);
        return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      }),
    );
    expect(totals).toEqual({ Running: '1', Pending: '1', Total: '3', 'Total cost': '🥯 37.50' });
    await act(async () => useCurrencyStore.setState({ currency: 'USD' }));
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent('$1.50');
  });
});

describe('DeploymentsPage: a card', () => {
  it('names the model with a link to its page, the provider and GPU, and what it costs', async () => {
    renderPage(deploymentsFetch());
    const running = await card();
    expect(running.getByRole('link', { name: 'support-bot-llama' })).toHaveAttribute('href', `/model/${MODEL_ID}/description`);
    expect(running.getByText('Running')).toBeVisible();
    expect(running.getByText('Runs on Local simulator · NVIDIA Tesla A100 40GB × 1')).toBeVisible();
    expect(factOf(running, 'Cost per hour')).toHaveTextContent('🥯 29.75');
    expect(factOf(running, 'Cost so far')).toHaveTextContent('🥯 12.50');
    expect(factOf(running, 'Spend cap')).toHaveTextContent('🥯 50.00');
    expect(running.getByRole('link', { name: 'Open playground' })).toHaveAttribute('href', `/my-deployments/${POD_ID}/chat`);

    await act(async () => useCurrencyStore.setState({ currency: 'USD' }));
    expect(factOf(running, 'Cost per hour')).toHaveTextContent('$1.19');
    expect(factOf(running, 'Cost so far')).toHaveTextContent('$0.50');
  });

  it('shows a starting deployment’s progress from the progress call, with no playground yet', async () => {
    renderPage(deploymentsFetch([], [startingDeployment({ progress: 10, deployment_progress: 10 })]));
    const starting = await card();
    expect(starting.getByText('Loading model')).toBeVisible();
    expect(starting.getByText('Loading the model onto the GPU')).toBeVisible();
    await waitFor(() =>
      expect(starting.getByRole('progressbar', { name: 'Starting support-bot-llama' })).toHaveAttribute('aria-valuenow', '45'),
    );
    expect(starting.queryByRole('link', { name: 'Open playground' })).not.toBeInTheDocument();
    expect(starting.getByRole('button', { name: 'Terminate' })).toBeVisible();
  });

  // Spec §3 and §9: either name, the number as text, or none (0).
  const PROGRESS_SHAPES: [string, Record<string, unknown>, string][] = [
    ['only progress', { progress: 62 }, '62'],
    ['only deployment_progress', { deployment_progress: 62 }, '62'],
    ['progress as text', { progress: '62.4', deployment_progress: null }, '62'],
    ['deployment_progress as text', { progress: 'soon', deployment_progress: '61.6' }, '62'],
    ['neither', {}, '0'],
  ];
  const progressBar = async () => (await card()).getByRole('progressbar', { name: 'Starting support-bot-llama' });

  it.each(PROGRESS_SHAPES)('moves the bar on a progress reply with %s', async (_shape, figures, shown) => {
    const progress: FakeHandler<typeof getDeploymentProgress> = () => ({ body: { pod_id: POD_ID, status: 'loading', ...figures } });
    renderPage(deploymentsFetch([fakeRoute(getDeploymentProgress, progress)], [startingDeployment({ progress: 10 })]));
    await waitFor(async () => expect(await progressBar()).toHaveAttribute('aria-valuenow', shown));
  });

  it.each(PROGRESS_SHAPES)('reads a listed deployment’s progress from %s', async (_shape, figures, shown) => {
    const { progress: _progress, deployment_progress: _deploymentProgress, ...listed } = startingDeployment();
    renderPage(
      deploymentsFetch([
        fakeRoute(getDeploymentProgress, never),
        fakeRoute(listUserDeployments, () => ({ body: { deployments: [{ ...listed, ...figures }] } })),
      ]),
    );
    expect(await progressBar()).toHaveAttribute('aria-valuenow', shown);
  });

  it.each([
    ['its spend cap', spendCapStopped(), 'Stopped', 'Stopped at its spend cap', 'It had cost 🥯 25.00 of the 🥯 25.00 you allowed'],
    ['an empty balance', balanceStopped(), 'Stopped', 'Stopped: your balance ran out', 'Your balance could not pay for another minute'],
    ['a failure', failedDeployment(), 'Failed', 'It failed to start', 'The model did not fit in the GPU’s memory.'],
    [
      'a failure after it ran',
      failedDeployment({ running_since: '2025-03-04T15:02:00.000Z', message: 'The pod is gone: the provider no longer has it' }),
      'Failed',
      'It failed while running',
      'The pod is gone: the provider no longer has it',
    ],
  ])('says an ended deployment was stopped by %s, with nothing left to do on it', async (_why, ended, badge, title, text) => {
    renderPage(deploymentsFetch([], [ended]));
    const stopped = await card();
    expect(stopped.getByText(badge)).toBeVisible();
    expect(stopped.getByText(title)).toBeVisible();
    expect(stopped.getByText(new RegExp(text.replace(/[.()]/g, '\\$&')))).toBeVisible();
    expect(stopped.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(stopped.queryByRole('button', { name: /Edit the spend cap/ })).not.toBeInTheDocument();
    expect(stopped.queryByRole('link', { name: 'Open playground' })).not.toBeInTheDocument();
  });

  it('says a deployment the user terminated was terminated', async () => {
    renderPage(deploymentsFetch([], [terminatedDeployment()]));
    const ended = await card();
    expect(ended.getByText('Terminated')).toBeVisible();
    expect(ended.getByText('Terminated. Billing stopped with it.')).toBeVisible();
  });
});

describe('DeploymentsPage: following it live', () => {
  it('asks again every few seconds while something is starting or running, and stops once all have ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = deploymentsFetch([
      // Starting for two answers, so the progress polls in between have seconds to spare on a busy machine.
      fakeRoute(
        listUserDeployments,
        inTurn(
          { deployments: [startingDeployment()] },
          { deployments: [startingDeployment()] },
          { deployments: [runningDeployment()] },
          { deployments: [terminatedDeployment()] },
        ),
      ),
      fakeRoute(
        getDeploymentProgress,
        inTurn(
          { pod_id: POD_ID, status: 'loading', progress: 60, deployment_progress: 60 },
          { pod_id: POD_ID, status: 'loading', progress: 90, deployment_progress: 90 },
        ),
      ),
    ]);
    const { requestsTo } = renderPage(fetch);
    const starting = await card();
    await waitFor(() => expect(starting.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60'));
    await tick(PROGRESS_POLL_MS);
    await waitFor(() => expect(starting.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90'));

    await tick(DEPLOYMENTS_POLL_MS * 2 - PROGRESS_POLL_MS);
    expect(await (await card()).findByText('Running')).toBeVisible();
    const progressCalls = requestsTo(PROGRESS_PATH).length;
    await tick(DEPLOYMENTS_POLL_MS);
    expect(await (await card()).findByText('Terminated')).toBeVisible();
    const listCalls = requestsTo(LIST_PATH).length;

    await tick(DEPLOYMENTS_POLL_MS * 4);
    expect(requestsTo(LIST_PATH)).toHaveLength(listCalls);
    expect(requestsTo(PROGRESS_PATH)).toHaveLength(progressCalls);
  });

  it('never asks again when everything has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestsTo } = renderPage(deploymentsFetch([], [spendCapStopped()]));
    await card();
    await tick(DEPLOYMENTS_POLL_MS * 3);
    expect(requestsTo(LIST_PATH)).toHaveLength(1);
    expect(requestsTo(PROGRESS_PATH)).toHaveLength(0);
  });

  it('refreshes the header’s balance when what the deployments cost moved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const userPath = `/api/v1/users/${TEST_USER.id}`;
    const fetch = deploymentsFetch([
      fakeRoute(
        listUserDeployments,
        inTurn(
          { deployments: [runningDeployment({ cost_so_far: 12.5 })] },
          { deployments: [runningDeployment({ cost_so_far: 12.5 })] },
          { deployments: [runningDeployment({ cost_so_far: 13 })] },
        ),
      ),
    ]);
    const { requestsTo } = renderPage(fetch);
    await card();
    await waitFor(() => expect(requestsTo(userPath)).toHaveLength(1));
    await tick(DEPLOYMENTS_POLL_MS);
    await waitFor(() => expect(requestsTo(LIST_PATH)).toHaveLength(2));
    expect(requestsTo(userPath)).toHaveLength(1);
    await tick(DEPLOYMENTS_POLL_MS);
    await waitFor(() => expect(requestsTo(userPath)).toHaveLength(2));
  });
});

describe('DeploymentsPage: terminate', () => {
  it('asks first, then terminates, shows it terminated at once and fetches the list again', async () => {
    const { user, requestsTo } = renderPage(deploymentsFetch());
    await user.click((await card()).getByRole('button', { name: 'Terminate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Terminate deployment' }));
    expect(dialog.getByText(/Stop support-bot-llama\? Its GPU is given back and billing stops/)).toBeVisible();
    const listCalls = requestsTo(LIST_PATH).length;
    await user.click(dialog.getByRole('button', { name: 'Terminate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [terminate] = requestsTo(`/api/v1/model/pod/${POD_ID}/terminate`, 'POST');
    expect(terminate?.query.get('user_id')).toBe(TEST_USER.id);
    expect((await card()).getByText('Terminated')).toBeVisible();
    await waitFor(() => expect(requestsTo(LIST_PATH).length).toBeGreaterThan(listCalls));
  });

  it('refreshes the header’s balance when the terminated deployment had been charged since the last look', async () => {
    const userPath = `/api/v1/users/${TEST_USER.id}`;
    // A minute (0.50) was charged after the list was last read: only the terminate answer shows it.
    let current = runningDeployment({ cost_so_far: 12.5 });
    const fetch = deploymentsFetch([
      fakeRoute(listUserDeployments, () => ({ body: { deployments: [current] } })),
      fakeRoute(terminateDeployment, () => {
        current = terminatedDeployment({ cost_so_far: 13 });
        return { body: current };
      }),
    ]);
    const { user, requestsTo } = renderPage(fetch);
    await user.click((await card()).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(requestsTo(userPath)).toHaveLength(1));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terminate' }));
    expect(await (await card()).findByText('Terminated')).toBeVisible();
    await waitFor(() => expect(requestsTo(userPath)).toHaveLength(2));
  });

  it('keeps the dialog while terminating, so it is not pressed twice nor its failure missed', async () => {
    const { user, requestsTo } = renderPage(deploymentsFetch([fakeRoute(terminateDeployment, never)]));
    await user.click((await card()).getByRole('button', { name: 'Terminate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(requestsTo(`/api/v1/model/pod/${POD_ID}/terminate`, 'POST')).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terminate deployment' })).toBeVisible();
  });

  it('changes nothing when the user cancels', async () => {
    const fetch = deploymentsFetch();
    const { user, requestsTo } = renderPage(fetch);
    await user.click((await card()).getByRole('button', { name: 'Terminate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(`/api/v1/model/pod/${POD_ID}/terminate`, 'POST')).toHaveLength(0);
  });

  it.each([
    ['the server’s text', failure(404, 'Deployment not found'), 'Deployment not found'],
    ['spec §8’s text when it said nothing', () => new Response('', { status: 502 }), 'Failed to terminate deployment'],
  ])('shows an Error notice with %s when it fails', async (_what, handler, text) => {
    const { user } = renderPage(deploymentsFetch([fakeRoute(terminateDeployment, handler)]));
    await user.click((await card()).getByRole('button', { name: 'Terminate' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Terminate' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(/^Error/);
    expect(alert).toHaveTextContent(text);
  });
});

describe('DeploymentsPage: the spend cap', () => {
  it('sets a new cap and shows it on the card', async () => {
    const { user, requestsTo } = renderPage(deploymentsFetch());
    await user.click((await card()).getByRole('button', { name: 'Edit the spend cap of support-bot-llama' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Spend cap' }));
    const input = dialog.getByRole('textbox', { name: 'Spend cap (BGL)' });
    expect(input).toHaveValue('50');
    await user.clear(input);
    await user.type(input, '80.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(`/api/v1/deployments/vllm/${POD_ID}/spend-cap`, 'PUT')[0]?.body).toEqual({ spend_cap: 80.5 });
    expect(factOf(await card(), 'Spend cap')).toHaveTextContent('🥯 80.50');
  });

  it('removes the cap when the field is left empty', async () => {
    const { user, requestsTo } = renderPage(deploymentsFetch());
    await user.click((await card()).getByRole('button', { name: /Edit the spend cap/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.clear(dialog.getByRole('textbox', { name: 'Spend cap (BGL)' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(`/api/v1/deployments/vllm/${POD_ID}/spend-cap`, 'PUT')[0]?.body).toEqual({ spend_cap: null }));
    await waitFor(() => expect(factOf(within(screen.getByRole('article')), 'Spend cap')).toHaveTextContent('None'));
  });

  it('says what is wrong with a cap before sending it, and shows the server’s refusal', async () => {
    const fetch = deploymentsFetch([
      fakeRoute(setDeploymentSpendCap, failure(422, 'spend_cap must be above the 12.5 Bagels it has cost already')),
    ]);
    const { user, requestsTo } = renderPage(fetch);
    await user.click((await card()).getByRole('button', { name: /Edit the spend cap/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const input = dialog.getByRole('textbox', { name: 'Spend cap (BGL)' });
    await user.clear(input);
    await user.type(input, '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const allowed = 'A spend cap must be more than the 🥯 12.50 it has cost so far and at most 🥯 1,000,000.00. Leave it empty for no cap.';
    expect(await dialog.findByText(allowed)).toBeVisible();
    expect(requestsTo(`/api/v1/deployments/vllm/${POD_ID}/spend-cap`, 'PUT')).toHaveLength(0);
    // What it has cost so far is no cap either, said when the field is left; the error goes once the cap is above it.
    await user.clear(input);
    await user.type(input, '12.5');
    await user.tab();
    expect(dialog.getByText(allowed)).toBeVisible();
    await user.type(input, '1');
    await waitFor(() => expect(dialog.queryByText(allowed)).not.toBeInTheDocument());

    await user.clear(input);
    await user.type(input, '20');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('spend_cap must be above the 12.5 Bagels it has cost already');
  });
});

it('lists every deployment it is given, newest first as the server sends them', async () => {
  renderPage(deploymentsFetch([], [runningDeployment({ model_name: 'newer' }), deployment({ pod_id: OTHER_POD_ID, model_name: 'older' })]));
  await card('newer');
  expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(['newer', 'older']);
});
