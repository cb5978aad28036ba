export { onboardingMigrations } from './onboarding.migrations';
export { registerTestOnboarding, startOnboardingTestApp } from './onboarding-test-app';
