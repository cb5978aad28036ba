import fp from 'fastify-plugin';
import { completeOnboardingStep, getOnboarding } from '@bagel/onboarding-contract';
import { registerRoute } from '@bagel/server-kit';
import type { Database } from '@bagel/db';
import { createOnboardingService } from './onboarding.service';

export interface OnboardingPluginOptions {
  db: Database;
}

export const onboardingPlugin = fp<OnboardingPluginOptions>(
  async function onboarding(app, { db }) {
    const service = createOnboardingService(db);
    registerRoute(app, getOnboarding, async (request) => service.getState(request.params.userId));
    registerRoute(app, completeOnboardingStep, async (request) => service.completeStep(request.params.userId, request.params.step));
  },
  { name: 'onboarding', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
