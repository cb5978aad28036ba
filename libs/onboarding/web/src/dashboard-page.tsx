import { errorMessage } from '@bagel/api-client';
import { useSession } from '@bagel/session';
import { Page } from '@bagel/ui';
import { OnboardingChecklist, type OnboardingChecklistProps } from './onboarding-checklist';
import { useOnboarding } from './use-onboarding';

export function DashboardPage() {
  const { user } = useSession();
  const onboarding = useOnboarding();

  let checklist: OnboardingChecklistProps;
  // A retry after an error shows the skeleton again, so the click visibly does something.
  if (onboarding.isSuccess) checklist = { status: 'success', onboarding: onboarding.data };
  else if (onboarding.isError && !onboarding.isFetching)
    checklist = { status: 'error', message: errorMessage(onboarding.error), onRetry: () => void onboarding.refetch() };
  else checklist = { status: 'loading' };

  return (
    <Page
      title={user ? `Welcome, ${user.name || user.username}!` : 'Welcome!'}
      description="Your datasets, models and deployments start here."
    >
      <OnboardingChecklist {...checklist} />
    </Page>
  );
}
