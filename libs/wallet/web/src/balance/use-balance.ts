import { useQuery } from '@tanstack/react-query';
import { getUserData } from '@bagel/wallet-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';

/**
 * The signed-in user's balance in BGL. Refetched when the window regains focus, and when a payment or a transfer
 * invalidates it (`useRefreshWallet`), so new Bagels show without a page reload.
 */
export function useBalance() {
  const call = useApiCall();
  const userId = useSession().user?.id;
  return useQuery({
    ...routeQuery(call, getUserData, { params: { userId: userId ?? '' } }),
    enabled: userId !== undefined,
    select: (data) => data.balance,
    refetchOnWindowFocus: true,
  });
}
