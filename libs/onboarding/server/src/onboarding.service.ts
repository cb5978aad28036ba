import { ONBOARDING_STEPS, type OnboardingStep } from '@bagel/contract';
import type { OnboardingState } from '@bagel/onboarding-contract';
import type { Database } from '@bagel/db';
import { findCompletedSteps, insertCompletedStep } from './onboarding.repository';

function stateOf(completed: readonly OnboardingStep[]): OnboardingState {
  const done = (step: OnboardingStep) => ({ completed: completed.includes(step) });
  return {
    create_dataset: done('create_dataset'),
    create_model: done('create_model'),
    fine_tune_model: done('fine_tune_model'),
    onboarding_completed: ONBOARDING_STEPS.every((step) => completed.includes(step)),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;

/** In-process entry point too: features that create datasets, models and fine-tunes mark their step through it. */
export function createOnboardingService(db: Database) {
  return {
    async getState(userId: string): Promise<OnboardingState> {
      return stateOf(await findCompletedSteps(db, userId));
    },
    /** Idempotent: marking a step twice changes nothing. */
    async completeStep(userId: string, step: OnboardingStep): Promise<OnboardingState> {
      await insertCompletedStep(db, userId, step);
      return stateOf(await findCompletedSteps(db, userId));
    },
  };
}
