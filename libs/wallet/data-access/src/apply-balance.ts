import type { QueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '@bagel/contract';
import { getTransactions } from '@bagel/transactions-contract';
import { getUserData } from '@bagel/wallet-contract';
import { routeQueryKey } from '@bagel/api-react';

/**
 * After a call that moved the user's money and answered the new balance: the header's balance takes it at once (or is
 * refetched if nothing showed it yet) and the history is refetched. Every domain that charges or pays calls this.
 */
export function applyBalance(queryClient: QueryClient, userId: string, balance: number): void {
  const params = { userId };
  const balanceKey = routeQueryKey(getUserData, { params });
  const current = queryClient.getQueryData<RouteResponse<typeof getUserData>>(balanceKey);
  if (current) queryClient.setQueryData(balanceKey, { ...current, balance });
  else void queryClient.invalidateQueries({ queryKey: balanceKey });
  void queryClient.invalidateQueries({ queryKey: routeQueryKey(getTransactions, { params }) });
}
