export { startOnboardingTestApp } from './onboarding-test-app';
