import { useMutation, useQuery } from '@tanstack/react-query';
import { getAssetReadme, setAssetReadme } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useRefreshAssetFiles } from '@bagel/assets-data-access';

/** The asset's README.md, its card (GET /api/v1/asset/{id}/readme). */
export function useReadme(assetId: string) {
  const call = useApiCall();
  return useQuery(routeQuery(call, getAssetReadme, { params: { id: assetId } }));
}

/** Writes the README as the asset's README.md; the card, the files and the lists then read again. */
export function useSaveReadme(assetId: string) {
  const call = useApiCall();
  const refresh = useRefreshAssetFiles(assetId);
  return useMutation({
    mutationFn: (content: string) => call(setAssetReadme, { params: { id: assetId }, body: { content } }),
    onSuccess: () => refresh(),
  });
}
