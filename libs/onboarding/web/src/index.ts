export { DashboardPage } from './dashboard-page';
export { OnboardingChecklist, type OnboardingChecklistProps } from './onboarding-checklist';
export { useOnboarding } from './use-onboarding';
