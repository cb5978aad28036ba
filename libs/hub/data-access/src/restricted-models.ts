import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRestrictedModels } from '@bagel/hub-contract';
import { routeQuery, useApiCall, type ApiCall } from '@bagel/api-react';

/** The platform's base models change with a release, not while the app is open: read once. */
export const restrictedModelsQuery = (call: ApiCall) =>
  queryOptions({ ...routeQuery(call, listRestrictedModels, {}), staleTime: Infinity });

/** The platform's base models; `enabled` holds the read back until they are first needed. */
export function useRestrictedModels({ enabled = true }: { enabled?: boolean } = {}) {
  const call = useApiCall();
  return useQuery({ ...restrictedModelsQuery(call), enabled, select: (reply) => reply.models });
}
