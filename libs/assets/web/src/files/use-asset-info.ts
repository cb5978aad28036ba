import { useQuery } from '@tanstack/react-query';
import { getAssetInfo } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** The files and folders directly under one folder of an asset. */
export function useAssetInfo(id: string, folder: string) {
  const call = useApiCall();
  return useQuery(routeQuery(call, getAssetInfo, { params: { id }, query: { path: folder } }));
}
