import { useQuery } from '@tanstack/react-query';
import { ASSET_LIST_CACHE_MS, listDatasets } from '@bagel/assets-contract';
import type { RouteInput } from '@bagel/api-client';
import { routeQuery, useApiCall, useUserId } from '@bagel/api-react';

/** Spec §2 step 3: the datasets a fine-tune can train on are the user's own RAW ones. */
export const myDatasetsInput = (userId: string) => ({ query: { owner: userId, types: 'RAW' } }) satisfies RouteInput<typeof listDatasets>;

/** The signed-in user's RAW datasets, reused for spec §9's 5 minutes like every dataset list. */
export function useMyDatasets() {
  const call = useApiCall();
  const userId = useUserId();
  return useQuery({
    ...routeQuery(call, listDatasets, myDatasetsInput(userId)),
    enabled: userId !== '',
    staleTime: ASSET_LIST_CACHE_MS,
    select: (reply) => reply.datasets,
  });
}
