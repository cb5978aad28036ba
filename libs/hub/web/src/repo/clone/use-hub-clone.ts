import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listDatasets } from '@bagel/assets-contract';
import { cloneHubRepo, getHubCloneStatus, type HubRepoDetails } from '@bagel/hub-contract';
import { ApiError } from '@bagel/api-client';
import { routeQueryKey, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { HUB_REPO_KINDS } from '../hub-repo-kinds';

/** How often a running clone is asked how far it got. */
export const CLONE_POLL_MS = 1000;

/**
 * The user's clone of a hub repository and a way to start it (spec §4 "Hub cloning": pending, then success or failed).
 * It starts from the clone the details carry; a pending one is asked about every second until it ends. Starting a
 * clone creates its asset at once, and a finished one has all its files: both refetch every dataset and model list.
 */
export function useHubClone(repo: HubRepoDetails) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const input = { query: { repo_id: repo.id, dataset_type: HUB_REPO_KINDS[repo.repo_type].datasetType, user_id: userId ?? '' } };
  const statusKey = routeQueryKey(getHubCloneStatus, input);
  // The route alone is a prefix of every filtered read of it: My Datasets and My Models under any filter.
  const refreshAssetLists = () => void queryClient.invalidateQueries({ queryKey: routeQueryKey(listDatasets) });

  const status = useQuery({
    queryKey: statusKey,
    queryFn: async ({ signal }) => {
      const clone = await call(getHubCloneStatus, { ...input, signal });
      if (clone.status === 'success') refreshAssetLists();
      return clone;
    },
    initialData: repo.clone ?? undefined,
    enabled: (query) => query.state.data?.status === 'pending',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CLONE_POLL_MS : false),
  });

  const start = useMutation({
    mutationFn: () => {
      if (!userId) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      return call(cloneHubRepo, input);
    },
    onSuccess: (clone) => {
      queryClient.setQueryData(statusKey, clone);
      refreshAssetLists();
    },
  });

  return {
    clone: status.data ?? null,
    start: () => start.mutate(),
    starting: start.isPending,
    startError: start.error,
  };
}
