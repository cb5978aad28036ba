import type { OnboardingStep } from '@bagel/contract';

/**
 * The onboarding checklist (spec §4): creating a dataset or a model marks its step, whichever client or job
 * created it. The onboarding domain owns the steps; other domains only mark them.
 */
export interface OnboardingProgress {
  /** Idempotent. */
  complete(userId: string, step: OnboardingStep): Promise<void>;
}
