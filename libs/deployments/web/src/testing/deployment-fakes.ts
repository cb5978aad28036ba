import { getUserData } from '@bagel/wallet-contract';
import {
  getDeploymentCost,
  getDeploymentProgress,
  getDeploymentsKey,
  getDeploymentStats,
  listUserDeployments,
  listUserPods,
  setDeploymentSpendCap,
  terminateDeployment,
} from '@bagel/deployments-contract';
import type { RouteDescriptor, RouteResponse } from '@bagel/contract';
import type { Deployment, DeploymentCost } from '@bagel/deployments-contract';
import { TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute, type FakeHandler, type FakeReply, type RouteFake, type RouteReplyBody } from '@bagel/web-testing';
import { isLive } from '../deployment-state';

export const MODEL_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const POD_ID = '7c6b5a49-3827-4160-a5b4-c3d2e1f0a9b8';
export const OTHER_POD_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const DEPLOYMENTS_KEY = 'bgl_deploy_test_key_0123456789';
/** Where the playground's chat requests go, as `GET /api/v1/deployments/key` names it. */
export const CHAT_BASE_URL = `${TEST_CONFIG.apiBaseUrl}/v1`;
const CREATED = '2025-03-04T15:00:00.000Z';

/** An NVIDIA A100 40GB at $1.19 an hour (spec §9's price table), billed by the started minute. */
export const A100_COST: DeploymentCost = {
  gpu_type: 'NVIDIA_TESLA_A100',
  gpu_count: 1,
  usd_per_hour: 1.19,
  bgl_per_hour: 29.75,
  bgl_per_minute: 0.5,
};

/** A deployment as the server answers for it: just asked for, on the local simulator, nothing spent yet. */
export const deployment = (overrides: Partial<Deployment> = {}): Deployment => ({
  pod_id: POD_ID,
  model_id: MODEL_ID,
  model_name: 'support-bot-llama',
  user_id: TEST_USER.id,
  status: 'pending',
  progress: 0,
  deployment_progress: 0,
  message: 'Waiting for a GPU',
  provider: 'Local simulator',
  instance_type: 'a100',
  gpu_type: 'NVIDIA_TESLA_A100',
  gpu_count: 1,
  cost: A100_COST,
  cost_so_far: 0,
  spend_cap: null,
  end_reason: null,
  created_at: CREATED,
  running_since: null,
  ended_at: null,
  ...overrides,
});

export const startingDeployment = (overrides: Partial<Deployment> = {}) =>
  deployment({ status: 'loading', progress: 45, deployment_progress: 45, message: 'Loading the model onto the GPU', ...overrides });

export const runningDeployment = (overrides: Partial<Deployment> = {}) =>
  deployment({
    status: 'running',
    progress: 100,
    deployment_progress: 100,
    message: 'Serving requests',
    cost_so_far: 12.5,
    spend_cap: 50,
    running_since: '2025-03-04T15:02:00.000Z',
    ...overrides,
  });

/** Stopped by the server when it had cost what its owner allowed. */
export const spendCapStopped = (overrides: Partial<Deployment> = {}) =>
  deployment({
    status: 'terminated',
    progress: 100,
    deployment_progress: 100,
    message: 'Stopped: it reached its spend cap of 25.00 BGL',
    cost_so_far: 25,
    spend_cap: 25,
    end_reason: 'spend_cap',
    running_since: '2025-03-04T15:02:00.000Z',
    ended_at: '2025-03-04T15:52:00.000Z',
    ...overrides,
  });

export const balanceStopped = (overrides: Partial<Deployment> = {}) =>
  spendCapStopped({ message: 'Stopped: your balance ran out', spend_cap: null, cost_so_far: 40, end_reason: 'balance', ...overrides });

export const terminatedDeployment = (overrides: Partial<Deployment> = {}) =>
  spendCapStopped({ message: 'Stopped: you terminated it', spend_cap: null, cost_so_far: 3.5, end_reason: 'terminated', ...overrides });

export const failedDeployment = (overrides: Partial<Deployment> = {}) =>
  deployment({
    status: 'failed',
    progress: 20,
    deployment_progress: 20,
    message: 'The model did not fit in the GPU’s memory.',
    end_reason: 'failed',
    ended_at: '2025-03-04T15:03:00.000Z',
    ...overrides,
  });

type Stats = RouteResponse<typeof getDeploymentStats>;

/** The totals over `deployments`, as the server counts them. */
export const statsOf = (deployments: Deployment[]): Stats => ({
  total_running_deployment: deployments.filter((item) => item.status === 'running').length,
  total_pending_deployment: deployments.filter((item) => ['pending', 'provisioning', 'loading'].includes(item.status)).length,
  total_deployments: deployments.length,
  total_cost: deployments.reduce((sum, item) => Math.round((sum + item.cost_so_far) * 100) / 100, 0),
});

/** Replies in turn, the last one again and again: a list as it is polled. */
export function inTurn<R extends RouteDescriptor>(first: RouteReplyBody<R>, ...later: RouteReplyBody<R>[]): FakeHandler<R> {
  const bodies = [first, ...later];
  let next = 0;
  return () => ({ body: bodies[Math.min(next++, bodies.length - 1)] ?? first });
}

const progressReply: FakeHandler<typeof getDeploymentProgress> = ({ params }) => ({
  body: { pod_id: params.podId, status: 'loading', progress: 45, deployment_progress: 45 },
});

/**
 * A fake API for the deployment screens, holding alice's deployments (by default one running) as a server would:
 * terminating one or changing its cap changes what the list and its totals answer next. Also the progress of a
 * starting one, the A100's price, the deployments key and alice's balance. `handlers` replace or add routes.
 */
export function deploymentsFetch(handlers: RouteFake[] = [], deployments: Deployment[] = [runningDeployment()]) {
  let current = [...deployments];
  const update = (podId: string, change: Partial<Deployment>): FakeReply<typeof terminateDeployment> => {
    const found = current.find((item) => item.pod_id === podId);
    if (!found) return { status: 404, body: { error: 'Not Found', detail: 'Deployment not found' } };
    const updated = { ...found, ...change };
    current = current.map((item) => (item === found ? updated : item));
    return { body: updated };
  };

  return fakeFetch([
    fakeRoute(listUserDeployments, () => ({ body: { deployments: current } })),
    fakeRoute(getDeploymentStats, () => ({ body: statsOf(current) })),
    fakeRoute(getDeploymentProgress, progressReply),
    fakeRoute(listUserPods, () => ({ body: { pods: current.filter(isLive) } })),
    fakeRoute(terminateDeployment, ({ params }) =>
      update(params.podId, { status: 'terminated', end_reason: 'terminated', message: 'Stopped: you terminated it', ended_at: CREATED }),
    ),
    fakeRoute(setDeploymentSpendCap, ({ params, body }) => update(params.podId, { spend_cap: body.spend_cap })),
    fakeRoute(getDeploymentCost, () => ({ body: A100_COST })),
    fakeRoute(getDeploymentsKey, () => ({ body: { key: DEPLOYMENTS_KEY, base_url: CHAT_BASE_URL } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 903.5 } })),
    ...handlers,
  ]);
}
