import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routeQueryKey } from '@bagel/api-react';
import { getTransactions } from '@bagel/transactions-contract';
import { getUserData } from '@bagel/wallet-contract';
import { applyBalance } from './apply-balance';
import { invalidateWallet } from './invalidate-wallet';

const ALICE = 'alice-id';
const BOB = 'bob-id';

/** A cache holding each user's balance and two filtered history pages, all fresh. */
function walletCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const userId of [ALICE, BOB]) {
    const params = { userId };
    queryClient.setQueryData(routeQueryKey(getUserData, { params }), { id: userId, username: userId, balance: 10 });
    for (const query of [{}, { type: 'deposit' }])
      queryClient.setQueryData(routeQueryKey(getTransactions, { params, query }), { transactions: [], next_cursor: null });
  }
  return queryClient;
}

const staleOf = (queryClient: QueryClient, userId: string) =>
  queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => JSON.stringify(query.queryKey).includes(userId))
    .map((query) => query.isStale());

describe('the wallet data access', () => {
  it("invalidateWallet marks the user's balance and every history page stale, and nobody else's", async () => {
    const queryClient = walletCache();
    await invalidateWallet(queryClient, ALICE);
    expect(staleOf(queryClient, ALICE)).toEqual([true, true, true]);
    expect(staleOf(queryClient, BOB)).toEqual([false, false, false]);
  });

  it("applyBalance puts a reply's balance into the header at once and refetches the history", () => {
    const queryClient = walletCache();
    applyBalance(queryClient, ALICE, 7.5);
    expect(queryClient.getQueryData(routeQueryKey(getUserData, { params: { userId: ALICE } }))).toMatchObject({ balance: 7.5 });
    const [balance, ...history] = staleOf(queryClient, ALICE);
    expect(balance).toBe(false);
    expect(history).toEqual([true, true]);
  });
});
