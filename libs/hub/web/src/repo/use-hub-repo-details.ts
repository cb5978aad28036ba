import { useQuery } from '@tanstack/react-query';
import { getHubRepoDetails, type HubRepoType } from '@bagel/hub-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';

/** A hub repository with its files and the user's clone of it; nothing is asked for an id that cannot be one. */
export function useHubRepoDetails(repoType: HubRepoType, repoId: string | null) {
  const call = useApiCall();
  const userId = useSession().user?.id;
  return useQuery({
    ...routeQuery(call, getHubRepoDetails, {
      query: { repo_id: repoId ?? '', repo_type: repoType, user_id: userId, include_file_info: 'true' },
    }),
    enabled: repoId !== null,
  });
}
