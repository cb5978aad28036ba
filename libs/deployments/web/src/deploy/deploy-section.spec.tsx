import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_DEPLOYMENT, deployBalanceRefusal, deployModel } from '@bagel/deployments-contract';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_USER } from '@bagel/session/testing';
import {
  errorReplyShapes,
  failure,
  type FakeFetch,
  type FakeHandler,
  fakeRoute,
  insufficientBalance,
  never,
  offContractReply,
  renderWithProviders,
  wordlessErrorReplies,
} from '@bagel/web-testing';
import { deployment, deploymentsFetch, MODEL_ID, runningDeployment, startingDeployment } from '../testing/deployment-fakes';
import { LocationProbe } from '../testing/location-probe';
import { DeploySection } from './deploy-section';

const DEPLOY_PATH = '/api/v1/model/deployment/vllm';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderSection(fetch: FakeFetch) {
  const rendered = renderWithProviders(
    <>
      <DeploySection modelId={MODEL_ID} />
      <LocationProbe />
    </>,
    { fetch, route: `/model/${MODEL_ID}/description` },
  );
  const deploys = () => fetch.requests.filter((request) => request.path === DEPLOY_PATH && request.method === 'POST');
  return { ...rendered, deploys };
}

const deployFetch = (
  deploy: FakeHandler<typeof deployModel> = () => ({ body: deployment() }),
  live = [runningDeployment({ model_id: 'another-model' })],
) => deploymentsFetch([fakeRoute(deployModel, deploy)], live);

async function openDialog(user: ReturnType<typeof renderSection>['user']) {
  await user.click(screen.getByRole('button', { name: 'Deploy model' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Deploy model' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Deploy' })).toBeEnabled());
  return dialog;
}

afterEach(() => useCurrencyStore.setState({ currency: 'BGL' }));

describe('DeploySection', () => {
  it('is a section with the GPU and its price per hour and per minute, in the user’s currency', async () => {
    renderSection(deployFetch());
    expect(screen.getByRole('region', { name: 'Deploy' })).toBeVisible();
    expect(await screen.findByText('🥯 29.75 per hour (🥯 0.50 per minute)')).toBeVisible();
    expect(screen.getByText(/NVIDIA Tesla A100 40GB × 1/)).toBeVisible();
    await act(async () => useCurrencyStore.setState({ currency: 'USD' }));
    expect(screen.getByText('$1.19 per hour ($0.02 per minute)')).toBeVisible();
  });

  it('says when the model already runs, with a way to its deployments', async () => {
    renderSection(deploymentsFetch([], [startingDeployment(), runningDeployment({ model_id: 'another-model' })]));
    expect(await screen.findByText(/It has a deployment starting or running\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See deployments' })).toHaveAttribute('href', '/my-deployments');
  });

  it('deploys with spec §5’s fixed request, the spend cap and a fresh idempotency key, then shows Deployments', async () => {
    const { user, deploys } = renderSection(deployFetch());
    const dialog = await openDialog(user);
    expect(dialog.getByText('🥯 29.75 per hour (🥯 0.50 per minute)')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Spend cap (BGL)' }), '40');
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/my-deployments'));
    const [request] = deploys();
    expect(request?.body).toEqual({
      model_id: MODEL_ID,
      user_id: TEST_USER.id,
      gpu_count: 1,
      instance_type: 'a100',
      auto_scale: false,
      min_replicas: 1,
      max_replicas: 1,
      spend_cap: 40,
    });
    expect(request?.body).toMatchObject(DEFAULT_DEPLOYMENT);
    expect(request?.headers['idempotency-key']).toMatch(UUID);
  });

  it('deploys without a cap when the field is left empty', async () => {
    const { user, deploys } = renderSection(deployFetch());
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(deploys()).toHaveLength(1));
    expect(deploys()[0]?.body).toMatchObject({ spend_cap: null });
  });

  it('refuses a cap the server would refuse, without sending anything', async () => {
    const { user, deploys } = renderSection(deployFetch());
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: 'Spend cap (BGL)' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(
      await dialog.findByText('A spend cap must be more than 🥯 0.00 and at most 🥯 1,000,000.00. Leave it empty for no cap.'),
    ).toBeVisible();
    expect(deploys()).toHaveLength(0);
  });

  it('shows a refused deploy as "Deployment Failed" with its amounts in whole BGL, and tries again with a new key', async () => {
    const { user, deploys } = renderSection(deployFetch(failure(422, deployBalanceRefusal(29.75, 10), 'Unprocessable Entity')));
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(/^Deployment Failed/);
    expect(alert).toHaveTextContent(
      'Insufficient balance: this deployment needs 30 BGL for its first 10 minutes and you have 10 BGL. Add 20 more BGL to deploy it.',
    );
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/model/${MODEL_ID}/description`);

    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(deploys()).toHaveLength(2));
    const [first, second] = deploys().map((request) => request.headers['idempotency-key']);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('offers Buy Bagels beside a refusal for the balance', async () => {
    const { user } = renderSection(deployFetch(insufficientBalance(deployBalanceRefusal(29.75, 10))));
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Deployment FailedInsufficient balance/);
    const offer = dialog.getByRole('link', { name: 'Buy Bagels' });
    expect(offer).toHaveAttribute('href', '/buy-bagels');
    await user.click(offer);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/buy-bagels');
  });

  it('offers no Buy Bagels beside another refusal', async () => {
    const { user } = renderSection(deployFetch(failure(422, 'There is no instance type h200')));
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('There is no instance type h200');
    expect(dialog.queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });

  it('shows the refusal’s amounts in USD in USD mode', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const { user } = renderSection(deployFetch(failure(422, deployBalanceRefusal(29.75, 10))));
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Insufficient balance: this deployment needs $1.19 USD for its first 10 minutes and you have $0.40 USD. Add $0.79 more USD to deploy it.',
    );
  });

  describe.each([
    [
      'BGL',
      'Insufficient balance: this deployment needs 30 BGL for its first 10 minutes and you have 10 BGL. Add 20 more BGL to deploy it.',
    ],
    [
      'USD',
      'Insufficient balance: this deployment needs $1.19 USD for its first 10 minutes and you have $0.40 USD. Add $0.79 more USD to deploy it.',
    ],
  ] as const)('in %s mode, a refusal in each of spec §8’s shapes', (currency, shown) => {
    const refusedWith = async (reply: FakeHandler<typeof deployModel>) => {
      useCurrencyStore.setState({ currency });
      const { user } = renderSection(deployFetch(reply));
      const dialog = await openDialog(user);
      await user.click(dialog.getByRole('button', { name: 'Deploy' }));
      const alert = await dialog.findByRole('alert');
      expect(alert).toHaveTextContent(/^Deployment Failed/);
      return alert;
    };

    // Wrapped as a validator's value error, with the 'Deployment validation failed: ' prefix and 'more tokens'.
    it.each(errorReplyShapes(`Value error, ${deployBalanceRefusal(29.75, 10)}`))(
      '%s: unwrapped, amounts converted',
      async (_shape, body) => {
        expect(await refusedWith(() => offContractReply(422, body))).toHaveTextContent(shown);
      },
    );

    it.each(wordlessErrorReplies())('%s: "Failed to deploy model"', async (_shape, reply) => {
      expect(await refusedWith(reply)).toHaveTextContent(/^Deployment FailedFailed to deploy model$/);
    });
  });

  it('stays open while the deploy is on its way, so it cannot be sent twice under two keys', async () => {
    const { user, deploys } = renderSection(deployFetch(never));
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(deploys()).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Deploy model' })).toBeVisible();
    expect(deploys()).toHaveLength(1);
  });

  it('opens again without the last failure or cap', async () => {
    const { user } = renderSection(deployFetch(failure(404, 'Model not found')));
    let dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: 'Spend cap (BGL)' }), '12');
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Model not found');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Spend cap (BGL)' })).toHaveValue('');
  });
});
