import { useQueryClient } from '@tanstack/react-query';
import { listUserDeployments, type Deployment, type RouteResponse } from '@bagel/contract';
import { routeQueryKey, useSession } from '@bagel/session';
import { useRefreshDeployments } from './use-deployments';

/**
 * After a call that answered a deployment as it now is: its card shows the answer at once (spec §4's client status,
 * e.g. terminated), then every read of the user's deployments is asked again for the totals.
 */
export function useReplaceDeployment() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  const refreshDeployments = useRefreshDeployments();
  return (updated: Deployment) => {
    queryClient.setQueryData<RouteResponse<typeof listUserDeployments>>(
      routeQueryKey(listUserDeployments, { params: { userId } }),
      (list) => list && { deployments: list.deployments.map((item) => (item.pod_id === updated.pod_id ? updated : item)) },
    );
    return refreshDeployments();
  };
}
