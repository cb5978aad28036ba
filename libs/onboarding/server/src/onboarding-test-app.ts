import type { FastifyInstance } from 'fastify';
import type { Database } from '@bagel/db';
import type { OnboardingProgress } from '@bagel/ports';
import { startTestApp, type TestApp } from '@bagel/server-kit/testing';
import { createOnboardingService } from './onboarding.service';
import { onboardingMigrations } from './onboarding.migrations';
import { onboardingPlugin } from './onboarding.plugin';

/**
 * The onboarding on another domain's test app, so its tests read the steps it records: the onboarding plugin on the
 * app's database, and the progress port that domain is given. The app's migrations include `onboardingMigrations`.
 */
export async function registerTestOnboarding(app: FastifyInstance, db: Database): Promise<OnboardingProgress> {
  await app.register(onboardingPlugin, { db });
  const onboarding = createOnboardingService(db);
  return { complete: async (userId, step) => void (await onboarding.completeStep(userId, step)) };
}

/** The onboarding domain's plugin on a test app. */
export function startOnboardingTestApp(): Promise<TestApp> {
  return startTestApp({
    migrations: [onboardingMigrations],
    register: async (app, { db }) => void (await registerTestOnboarding(app, db)),
  });
}
