import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyAsset, getAsset } from '@bagel/assets-contract';
import { ApiError, type RetryOptions } from '@bagel/api-client';
import { routeQueryKey, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { applyBalance } from '@bagel/wallet-data-access';

/** Safe only because every try of an attempt carries the same idempotency key. */
const BUY_RETRY: RetryOptions = { attempts: 3, delayMs: 500 };

/**
 * Buys access to a listed asset. One attempt is one idempotency key, so a retry or a double click pays once. On
 * success the page shows the asset as purchased and the header's balance takes the new figure from the reply.
 */
export function useBuyAsset(assetId: string) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;

  return useMutation({
    mutationFn: (idempotencyKey: string) => {
      if (!userId) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      return call(buyAsset, { params: { id: assetId }, body: { user_id: userId }, idempotencyKey, retry: BUY_RETRY });
    },
    onSuccess: ({ asset, balance }) => {
      queryClient.setQueryData(routeQueryKey(getAsset, { params: { id: assetId } }), asset);
      if (userId) applyBalance(queryClient, userId, balance);
    },
  });
}
