import { useQuery } from '@tanstack/react-query';
import { getOnboarding } from '@bagel/onboarding-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';

/** The signed-in user's onboarding checklist; waits while no one is signed in. */
export function useOnboarding() {
  const { user } = useSession();
  const call = useApiCall();
  const userId = user?.id;
  return useQuery({
    ...routeQuery(call, getOnboarding, { params: { userId: userId ?? '' } }),
    enabled: userId !== undefined,
  });
}
