import { useQuery } from '@tanstack/react-query';
import { getDeploymentProgress, type Deployment } from '@bagel/deployments-contract';
import { routeQueryKey, useApiCall } from '@bagel/api-react';
import { isStarting, progressPercent } from '../deployment-state';
import { useRefreshDeployments } from '../use-deployments';

/** How often a starting deployment is asked how far it got. */
export const PROGRESS_POLL_MS = 2000;

/**
 * How far a starting deployment got, 0 to 100, asked every 2 s until it is up (or stopped); the list's own figure
 * stands in until the first answer. Once the pod says it is no longer starting, the list is asked again for the rest.
 */
export function useDeploymentProgress(deployment: Deployment): number {
  const call = useApiCall();
  const refreshDeployments = useRefreshDeployments();
  const input = { params: { podId: deployment.pod_id } };
  const starting = isStarting(deployment);

  const progress = useQuery({
    queryKey: routeQueryKey(getDeploymentProgress, input),
    queryFn: async ({ signal }) => {
      const reply = await call(getDeploymentProgress, { ...input, signal });
      if (!isStarting(reply)) void refreshDeployments();
      return reply;
    },
    enabled: starting,
    refetchInterval: (query) => (starting && (!query.state.data || isStarting(query.state.data)) ? PROGRESS_POLL_MS : false),
  });
  return progressPercent((starting && progress.data ? progress.data : deployment).progress);
}
