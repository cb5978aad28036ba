import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getFineTuneJob, type FineTuneJob } from '@bagel/fine-tuning-contract';
import { ApiError } from '@bagel/api-client';
import { routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';
import { useRefreshAssetFiles } from '@bagel/assets-data-access';
import { invalidateWallet } from '@bagel/wallet-data-access';
import { isActive } from './job-state';

/** How often a queued or running job is asked how far it got. */
export const JOB_POLL_MS = 2000;

/**
 * A model's training job, or null for a model that has none (uploaded, cloned): that 404 is an answer, not a failure,
 * so it is neither retried nor shown as an error. A queued or running job is asked about every 2 s until it ends.
 */
export function useFineTuneJob(modelId: string) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const input = { params: { modelId }, query: { user_id: userId } };
  const key = routeQueryKey(getFineTuneJob, input);

  const refreshModelFiles = useRefreshAssetFiles(modelId);

  // Settling a job refunds the unused estimate and its checkpoint fills the model: balance, history, the model's
  // files and the lists change.
  const refreshAfterSettlement = () => {
    void refreshModelFiles();
    if (userId) void invalidateWallet(queryClient, userId);
  };

  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<FineTuneJob | null> => {
      const before = queryClient.getQueryData<FineTuneJob | null>(key);
      let job: FineTuneJob;
      try {
        job = await call(getFineTuneJob, { ...input, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
      // Only an end seen happen refreshes: a job that ended before the page opened changed nothing since.
      if (isActive(before) && !isActive(job)) refreshAfterSettlement();
      return job;
    },
    enabled: userId !== undefined,
    refetchInterval: (query) => (isActive(query.state.data) ? JOB_POLL_MS : false),
  });
}
