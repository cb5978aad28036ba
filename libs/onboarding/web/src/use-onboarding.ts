import { skipToken, useQuery } from '@tanstack/react-query';
import { getOnboarding } from '@bagel/contract';
import { useApiCall, useSession } from '@bagel/session';

export const onboardingQueryKey = (userId: string | undefined) => ['onboarding', userId] as const;

/** The signed-in user's onboarding checklist; waits while no one is signed in. */
export function useOnboarding() {
  const { user } = useSession();
  const call = useApiCall();
  const userId = user?.id;
  return useQuery({
    queryKey: onboardingQueryKey(userId),
    queryFn: userId ? ({ signal }) => call(getOnboarding, { params: { userId }, signal }) : skipToken,
  });
}
