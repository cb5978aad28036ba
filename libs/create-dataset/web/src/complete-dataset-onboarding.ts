import type { QueryClient } from '@tanstack/react-query';
import { completeOnboardingStep, getOnboarding } from '@bagel/contract';
import { routeQuery, type ApiCall } from '@bagel/session';

/**
 * Spec §4: creating a dataset marks the onboarding step create_dataset, unless onboarding is done (or the step
 * already is). The checklist's cached state takes the reply, so the dashboard shows it at once. A failure here
 * must not spoil a dataset that was created: it is only logged.
 */
export async function completeDatasetOnboarding(queryClient: QueryClient, call: ApiCall, userId: string): Promise<void> {
  const onboarding = routeQuery(call, getOnboarding, { params: { userId } });
  try {
    const state = await queryClient.ensureQueryData(onboarding);
    if (state.onboarding_completed || state.create_dataset.completed) return;
    queryClient.setQueryData(onboarding.queryKey, await call(completeOnboardingStep, { params: { userId, step: 'create_dataset' } }));
  } catch (error) {
    console.error('Create Dataset: the onboarding step could not be marked', error);
  }
}
