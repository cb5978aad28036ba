import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '@bagel/contract';
import { createGeneration, listGenerations } from '@bagel/generation-contract';
import { routeQueryKey, useApiCall } from '@bagel/api-react';
import { invalidateWallet } from '@bagel/wallet-data-access';

export type GenerationBody = RouteBodyInput<typeof createGeneration>;

/**
 * Asks for an output. A click is a new, newly charged output, so each call has its own Idempotency-Key; the mutation is
 * never retried, since a retry under a new key would charge again. The gallery, the balance and the history then change.
 */
export function useCreateGeneration() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerationBody) => call(createGeneration, { body, idempotencyKey: crypto.randomUUID() }),
    onSuccess: async (_, body) => {
      const userId = body.user_id;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeQueryKey(listGenerations, { params: { userId } }) }),
        invalidateWallet(queryClient, userId),
      ]);
    },
  });
}
