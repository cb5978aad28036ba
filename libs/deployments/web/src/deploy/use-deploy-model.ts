import { useMutation, useQuery } from '@tanstack/react-query';
import { DEFAULT_DEPLOYMENT, deployModel, getDeploymentCost, listUserPods } from '@bagel/deployments-contract';
import { ApiError, type RetryOptions } from '@bagel/api-client';
import { routeQuery, useApiCall, useUserId } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { useRefreshDeployments } from '../use-deployments';

/** Safe only because every try of one attempt carries the same idempotency key: one key, one pod. */
const DEPLOY_RETRY: RetryOptions = { attempts: 3, delayMs: 500 };

/** What the fixed deployment (spec §5: one A100) costs, per hour and per billed minute. */
export function useDeploymentCost() {
  const call = useApiCall();
  return useQuery({
    ...routeQuery(call, getDeploymentCost, {
      query: { gpu_type: DEFAULT_DEPLOYMENT.instance_type, gpu_count: String(DEFAULT_DEPLOYMENT.gpu_count) },
    }),
    // The price table changes with a release, not while a page is open.
    staleTime: Infinity,
  });
}

/** The model's deployments that are starting or running, so nobody rents a second GPU by mistake. */
export function useLiveDeploymentsOf(modelId: string) {
  const call = useApiCall();
  const userId = useUserId();
  const pods = useQuery({ ...routeQuery(call, listUserPods, { params: { userId } }), enabled: userId !== '' });
  return pods.data?.pods.filter((pod) => pod.model_id === modelId) ?? [];
}

export interface DeployAttempt {
  spendCap: number | null;
  /** New for each press of Deploy, kept across that press's retries. */
  idempotencyKey: string;
}

/** Deploys a model with spec §5's fixed request; a started deployment shows up in every read of the user's list. */
export function useDeployModel(modelId: string) {
  const call = useApiCall();
  const userId = useSession().user?.id;
  const refreshDeployments = useRefreshDeployments();
  return useMutation({
    mutationFn: ({ spendCap, idempotencyKey }: DeployAttempt) => {
      if (!userId) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      return call(deployModel, {
        body: { ...DEFAULT_DEPLOYMENT, model_id: modelId, user_id: userId, spend_cap: spendCap },
        idempotencyKey,
        retry: DEPLOY_RETRY,
      });
    },
    onSuccess: () => refreshDeployments(),
  });
}
