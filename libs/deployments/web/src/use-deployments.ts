import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '@bagel/contract';
import { getDeploymentStats, listUserDeployments, listUserPods } from '@bagel/deployments-contract';
import { routeQuery, routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';
import { invalidateWallet } from '@bagel/wallet-data-access';
import { isLive } from './deployment-state';

/** How often the list and its totals are asked again while a deployment is starting or running. */
export const DEPLOYMENTS_POLL_MS = 3000;

type DeploymentList = RouteResponse<typeof listUserDeployments>;

const spentOn = (list: DeploymentList | undefined) => list?.deployments.reduce((sum, item) => sum + item.cost_so_far, 0);
const anyLive = (list: DeploymentList | undefined) => list?.deployments.some(isLive) ?? false;

/**
 * The signed-in user's deployments, newest first, asked again every few seconds while any of them is starting or
 * running (a running one is charged every minute). When what they cost moves, the header's balance and the history
 * are refreshed too, since the charges came out of the balance.
 */
export function useDeployments() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const input = { params: { userId } };
  const queryKey = routeQueryKey(listUserDeployments, input);

  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<DeploymentList>(queryKey);
      const list = await call(listUserDeployments, { ...input, signal });
      if (before && spentOn(before) !== spentOn(list)) void invalidateWallet(queryClient, userId);
      return list;
    },
    enabled: userId !== '',
    refetchInterval: (query) => (anyLive(query.state.data) ? DEPLOYMENTS_POLL_MS : false),
  });
}

/** Counts by state and the total cost; followed as the list is, while something is starting or running. */
export function useDeploymentStats(polling: boolean) {
  const call = useApiCall();
  const userId = useUserId();
  return useQuery({
    ...routeQuery(call, getDeploymentStats, { params: { userId } }),
    enabled: userId !== '',
    refetchInterval: polling ? DEPLOYMENTS_POLL_MS : false,
  });
}

/** After a deployment started, ended or changed: every read of the user's deployments is asked again. */
export function useRefreshDeployments() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return () =>
    Promise.all(
      [listUserDeployments, getDeploymentStats, listUserPods].map((route) =>
        queryClient.invalidateQueries({ queryKey: routeQueryKey(route, { params: { userId } }) }),
      ),
    );
}
