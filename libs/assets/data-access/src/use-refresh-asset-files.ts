import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getAsset, getAssetInfo, getAssetReadme, getFilesCopyStatus, listDatasets } from '@bagel/assets-contract';
import { routeQueryKey } from '@bagel/api-react';

/**
 * After an asset's files changed (an upload, a delete, a clone or a fine-tune filling it): every folder of it, its copy
 * status, its README (which is one of its files), its record and every list, since they show its file count and size.
 */
export function useRefreshAssetFiles(id: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const params = { id };
    await Promise.all(
      [
        routeQueryKey(getAssetInfo, { params }),
        routeQueryKey(getFilesCopyStatus, { params }),
        routeQueryKey(getAssetReadme, { params }),
        routeQueryKey(getAsset, { params }),
        routeQueryKey(listDatasets),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [queryClient, id]);
}
