import { useQueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '@bagel/contract';
import { listUserDeployments, type Deployment } from '@bagel/deployments-contract';
import { routeQueryKey, useUserId } from '@bagel/api-react';
import { invalidateWallet } from '@bagel/wallet-data-access';
import { useRefreshDeployments } from './use-deployments';

/**
 * After a call that answered a deployment as it now is: its card shows the answer at once (spec §4's client status,
 * e.g. terminated), then every read of the user's deployments is asked again for the totals.
 */
export function useReplaceDeployment() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const refreshDeployments = useRefreshDeployments();
  return (updated: Deployment) => {
    const key = routeQueryKey(listUserDeployments, { params: { userId } });
    const shown = queryClient.getQueryData<RouteResponse<typeof listUserDeployments>>(key);
    // The list notices new charges by comparing with what it showed; once the answer is shown, a minute charged since
    // the last poll would go unnoticed (and after a terminate nothing polls again), so it is noticed here.
    const before = shown?.deployments.find((item) => item.pod_id === updated.pod_id);
    if (before && before.cost_so_far !== updated.cost_so_far) void invalidateWallet(queryClient, userId);
    queryClient.setQueryData<RouteResponse<typeof listUserDeployments>>(
      key,
      (list) => list && { deployments: list.deployments.map((item) => (item.pod_id === updated.pod_id ? updated : item)) },
    );
    return refreshDeployments();
  };
}
