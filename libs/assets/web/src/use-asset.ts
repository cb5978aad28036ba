import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { getAsset } from '@bagel/assets-contract';
import { AssetId } from '@bagel/contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** An id from the address bar that the server would refuse with a 400: such a page is simply not found. */
export const isAssetId = (id: string) => v.is(AssetId, id);

/** One asset as the caller may see it: their own, one they bought, or a market listing (`access` says which). */
export function useAsset(id: string) {
  const call = useApiCall();
  return useQuery({ ...routeQuery(call, getAsset, { params: { id } }), enabled: isAssetId(id) });
}
