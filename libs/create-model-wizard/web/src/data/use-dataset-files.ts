import { useQuery } from '@tanstack/react-query';
import { getAssetInfo } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** The files at the top of a dataset (folders are left out: a fine-tune trains on one file). */
export function useDatasetFiles(datasetId: string | null) {
  const call = useApiCall();
  return useQuery({
    ...routeQuery(call, getAssetInfo, { params: { id: datasetId ?? '' }, query: { path: '' } }),
    enabled: datasetId !== null,
    select: (info) => info.files.filter((file) => !file.is_directory),
  });
}
