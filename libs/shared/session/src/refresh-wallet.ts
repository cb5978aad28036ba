import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getTransactions } from '@bagel/transactions-contract';
import { getUserData } from '@bagel/wallet-contract';
import { routeQueryKey } from './route-query';
import { useSession } from './session-context';

/**
 * Refetches the signed-in user's balance and every page and filter of their history: after money arrived that the
 * caller's own call did not answer with (a payment, a referral bonus).
 */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useCallback(async () => {
    if (!userId) return;
    const params = { userId };
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: routeQueryKey(getUserData, { params }) }),
      queryClient.invalidateQueries({ queryKey: routeQueryKey(getTransactions, { params }) }),
    ]);
  }, [queryClient, userId]);
}
