import { startTestApp, type TestApp } from '@bagel/server-kit/testing';
import { onboardingMigrations } from './onboarding.migrations';
import { onboardingPlugin } from './onboarding.plugin';

/** The onboarding domain's plugin on a test app. */
export function startOnboardingTestApp(): Promise<TestApp> {
  return startTestApp({
    migrations: [onboardingMigrations],
    register: async (app, { db }) => void (await app.register(onboardingPlugin, { db })),
  });
}
