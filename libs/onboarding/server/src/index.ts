export { onboardingPlugin, type OnboardingPluginOptions } from './onboarding.plugin';
export { createOnboardingService, type OnboardingService } from './onboarding.service';
export { onboardingMigrations } from './onboarding.migrations';
