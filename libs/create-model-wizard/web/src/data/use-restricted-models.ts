import { useQuery } from '@tanstack/react-query';
import { listRestrictedModels } from '@bagel/hub-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** The platform's base models change with a release, not while the app is open: read once. */
export const RESTRICTED_MODELS_STALE_TIME = Infinity;

export function useRestrictedModels() {
  const call = useApiCall();
  return useQuery({
    ...routeQuery(call, listRestrictedModels, {}),
    staleTime: RESTRICTED_MODELS_STALE_TIME,
    select: (reply) => reply.models,
  });
}
