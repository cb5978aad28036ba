import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { routeQueryKey, useUserId } from '@bagel/api-react';
import { getTransactions } from '@bagel/transactions-contract';
import { getUserData } from '@bagel/wallet-contract';

/** Refetches a user's balance and every page and filter of their history: the wallet's keys, known only here. */
export async function invalidateWallet(queryClient: QueryClient, userId: string): Promise<void> {
  const params = { userId };
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeQueryKey(getUserData, { params }) }),
    queryClient.invalidateQueries({ queryKey: routeQueryKey(getTransactions, { params }) }),
  ]);
}

/**
 * The signed-in user's {@link invalidateWallet}: after money arrived that the caller's own call did not answer with
 * (a payment, a referral bonus).
 */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useCallback(async () => {
    if (userId) await invalidateWallet(queryClient, userId);
  }, [queryClient, userId]);
}
