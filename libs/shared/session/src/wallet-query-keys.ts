import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './session-context';

/**
 * Query keys of the wallet's server state. They live here, in the shared session, because the wallet (balance, send,
 * buy) and the transaction history are separate domains that must refresh each other's data after money moves.
 */
export const walletQueryKeys = {
  balance: (userId: string) => ['wallet', 'balance', userId] as const,
  /** The prefix of every history query of the user, whatever its key and filters. */
  transactions: (userId: string) => ['transactions', userId] as const,
};

/** Refetches the signed-in user's balance and history, e.g. after a payment or a transfer. */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useCallback(async () => {
    if (!userId) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(userId) }),
      queryClient.invalidateQueries({ queryKey: walletQueryKeys.transactions(userId) }),
    ]);
  }, [queryClient, userId]);
}
