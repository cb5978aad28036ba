import { useQuery } from '@tanstack/react-query';
import { getUserData } from '@bagel/wallet-contract';
import { routeQuery, useApiCall, useUserId } from '@bagel/api-react';

/**
 * The signed-in user's balance in BGL, as the header shows it. Refetched when the window regains focus, and when a
 * call that moved money invalidates it (`invalidateWallet`, `useRefreshWallet`), so new Bagels show without a reload.
 */
export function useBalance() {
  const call = useApiCall();
  const userId = useUserId();
  return useQuery({
    ...routeQuery(call, getUserData, { params: { userId } }),
    enabled: userId !== '',
    select: (data) => data.balance,
    refetchOnWindowFocus: true,
  });
}
