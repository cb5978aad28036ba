import { useQuery } from '@tanstack/react-query';
import { getAssetInfo } from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

type AssetFolder = RouteResponse<typeof getAssetInfo>;

/** The files and folders directly under one folder of an asset; nothing is read until there is an asset (`null`). */
export function useAssetFolder<T = AssetFolder>(id: string | null, folder: string, select?: (read: AssetFolder) => T) {
  const call = useApiCall();
  return useQuery({
    ...routeQuery(call, getAssetInfo, { params: { id: id ?? '' }, query: { path: folder } }),
    enabled: id !== null,
    select,
  });
}

/** The files at the top of a dataset (folders are left out: a fine-tune trains on one file). */
export function useDatasetFiles(datasetId: string | null) {
  return useAssetFolder(datasetId, '', (info) => info.files.filter((file) => !file.is_directory));
}
