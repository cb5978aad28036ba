import { useQuery } from '@tanstack/react-query';
import { ASSET_LIST_CACHE_MS, listDatasets, type AssetType } from '@bagel/assets-contract';
import type { RouteInput } from '@bagel/api-client';
import { routeQuery, useApiCall, useUserId } from '@bagel/api-react';

/**
 * The read of a user's assets of some types, their own and those they bought: My Datasets and My Models, and the
 * wizard's datasets to train on (a bought dataset trains like one's own).
 */
export const myAssetsInput = (userId: string, types: readonly AssetType[]) =>
  ({ query: { owner: userId, types: types.join(','), include_purchased: 'true' } }) satisfies RouteInput<typeof listDatasets>;

/**
 * The signed-in user's assets of `types`, their own and bought ones (`access` says which), reused for 5 minutes like every asset list (spec §4, §9); creating one
 * invalidates the route, which refetches it at once.
 */
export function useMyAssets(types: readonly AssetType[]) {
  const call = useApiCall();
  const userId = useUserId();
  return useQuery({
    ...routeQuery(call, listDatasets, myAssetsInput(userId, types)),
    enabled: userId !== '',
    staleTime: ASSET_LIST_CACHE_MS,
    select: (reply) => reply.datasets,
  });
}
