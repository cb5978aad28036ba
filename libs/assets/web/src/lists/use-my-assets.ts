import { useQuery } from '@tanstack/react-query';
import { ASSET_LIST_CACHE_MS, listDatasets } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { ASSET_KINDS, type AssetKind } from '../asset-kind';

/**
 * The signed-in user's datasets or models. Reused for 5 minutes (spec §4); creating one invalidates the route, which
 * refetches it at once.
 */
export function useMyAssets(kind: AssetKind) {
  const call = useApiCall();
  const userId = useSession().user?.id;
  return useQuery({
    ...routeQuery(call, listDatasets, { query: { owner: userId ?? '', types: ASSET_KINDS[kind].types.join(',') } }),
    enabled: userId !== undefined,
    staleTime: ASSET_LIST_CACHE_MS,
    select: (reply) => reply.datasets,
  });
}
