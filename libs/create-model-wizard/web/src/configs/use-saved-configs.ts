import { useQuery } from '@tanstack/react-query';
import { routeQuery, useApiCall, useLoggedFailure, useUserId } from '@bagel/api-react';
import { listSavedConfigs, type SavedConfig } from './saved-configs';

/** Spec §8: a failed list is only logged, and leaves no templates (so no Configuration Templates button). */
export function useSavedConfigs(): SavedConfig[] {
  const call = useApiCall();
  const userId = useUserId();
  const configs = useQuery({
    ...routeQuery(call, listSavedConfigs, { query: { user_id: userId } }),
    enabled: userId !== '',
    select: (reply) => reply.configs,
  });
  useLoggedFailure('Create Model: the saved configurations could not be loaded', configs.error);
  return configs.data ?? [];
}
