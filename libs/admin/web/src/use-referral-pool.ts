import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fundReferralPool, getReferralPool } from '@bagel/referrals-contract';
import type { RetryOptions } from '@bagel/api-client';
import { routeQuery, routeQueryKey, useApiCall } from '@bagel/api-react';

/** Safe only because every try of one click carries the same idempotency key. */
const FUND_RETRY: RetryOptions = { attempts: 3, delayMs: 500 };

/** The referral pool (its balance in BGL), from the admin-only GET /api/v1/admin/referral-pool. */
export function useReferralPool() {
  const call = useApiCall();
  return useQuery(routeQuery(call, getReferralPool, {}));
}

/** Moves Bagels from platform revenue into the pool; the balance shown becomes the server's answer at once. */
export function useFundReferralPool() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bagels: number) =>
      call(fundReferralPool, { body: { amount: bagels }, idempotencyKey: crypto.randomUUID(), retry: FUND_RETRY }),
    onSuccess: (pool) => queryClient.setQueryData(routeQueryKey(getReferralPool), pool),
  });
}
