import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAsset, listDatasets, setAssetListing } from '@bagel/assets-contract';
import type { RouteBodyInput } from '@bagel/contract';
import { routeQueryKey, useApiCall } from '@bagel/api-react';

type Listing = RouteBodyInput<typeof setAssetListing>;

/** Publishes an asset at a price, or takes it off the market; the page and every list then show the new state. */
export function useSetListing(assetId: string) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: Listing) => call(setAssetListing, { params: { id: assetId }, body: listing }),
    onSuccess: (asset) => {
      queryClient.setQueryData(routeQueryKey(getAsset, { params: { id: assetId } }), asset);
      void queryClient.invalidateQueries({ queryKey: routeQueryKey(listDatasets) });
    },
  });
}
