import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAsset, listDatasets } from '@bagel/assets-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { ApiError } from '@bagel/api-client';
import { routeQueryKey, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { datasetPayload, type DatasetFormValues } from './dataset-fields';

/**
 * Creates a RAW dataset; on success every dataset list is refetched (spec §4), and so is the onboarding checklist, whose
 * create_dataset step the server marks when it creates the dataset.
 */
export function useCreateDataset() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;

  return useMutation({
    mutationFn: (values: DatasetFormValues) => {
      if (!userId) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      return call(createAsset, { body: datasetPayload(values, userId) });
    },
    onSuccess: () => {
      // The route alone is a prefix of every filtered read of it: My Datasets under any owner, type or flag.
      void queryClient.invalidateQueries({ queryKey: routeQueryKey(listDatasets) });
      void queryClient.invalidateQueries({ queryKey: routeQueryKey(getOnboarding) });
    },
  });
}
