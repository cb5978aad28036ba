import * as v from 'valibot';
import { defineRoute, UserId, ONBOARDING_STEPS } from '@bagel/contract';

const StepState = v.object({ completed: v.boolean() });

export const OnboardingState = v.object({
  create_dataset: StepState,
  create_model: StepState,
  fine_tune_model: StepState,
  onboarding_completed: v.boolean(),
});
export type OnboardingState = v.InferOutput<typeof OnboardingState>;

export const getOnboarding = defineRoute({
  method: 'GET',
  path: '/api/v1/onboarding/{userId}',
  summary: "A user's onboarding checklist",
  tag: 'onboarding',
  access: 'user-or-service',
  owner: { in: 'params', field: 'userId' },
  params: v.object({ userId: UserId }),
  response: OnboardingState,
});

/** Later features call this when a user first creates a dataset, a model or a fine-tune. */
export const completeOnboardingStep = defineRoute({
  method: 'POST',
  path: '/api/v1/onboarding/{userId}/steps/{step}',
  summary: 'Mark one onboarding step done (idempotent)',
  tag: 'onboarding',
  access: 'user-or-service',
  owner: { in: 'params', field: 'userId' },
  params: v.object({
    userId: UserId,
    step: v.picklist(ONBOARDING_STEPS, `Step must be one of ${ONBOARDING_STEPS.join(', ')}`),
  }),
  response: OnboardingState,
});
