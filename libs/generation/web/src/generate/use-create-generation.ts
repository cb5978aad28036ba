import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGeneration, getTransactions, getUserData, listGenerations, type RouteBodyInput } from '@bagel/contract';
import { routeQueryKey, useApiCall } from '@bagel/session';

export type GenerationBody = RouteBodyInput<typeof createGeneration>;

/**
 * Asks for an output. Each call is a new attempt with its own Idempotency-Key (a retry of the same click would reuse
 * it; a new click is a new, new-charged output). The gallery, the balance and the history then change.
 */
export function useCreateGeneration() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerationBody) => call(createGeneration, { body, idempotencyKey: crypto.randomUUID() }),
    onSuccess: async (_, body) => {
      const params = { userId: body.user_id };
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeQueryKey(listGenerations, { params }) }),
        queryClient.invalidateQueries({ queryKey: routeQueryKey(getUserData, { params }) }),
        queryClient.invalidateQueries({ queryKey: routeQueryKey(getTransactions, { params }) }),
      ]);
    },
  });
}
