import { ONBOARDING_STEPS, PATHS, type OnboardingStep } from '@bagel/contract';
import type { OnboardingState } from '@bagel/onboarding-contract';

export const STEP_LABELS: Record<OnboardingStep, string> = {
  create_dataset: 'Create a dataset',
  create_model: 'Create a model',
  fine_tune_model: 'Fine-tune a model',
};

/**
 * Where the user does each step. Fine-tuning starts from the Create Model sheet; until that sheet exists, My Models
 * is where it will open from.
 */
export const STEP_PATHS: Record<OnboardingStep, string> = {
  create_dataset: PATHS.datasets,
  create_model: PATHS.models,
  fine_tune_model: PATHS.models,
};

export interface OnboardingProgress {
  steps: { step: OnboardingStep; label: string; path: string; completed: boolean }[];
  done: number;
  total: number;
  /** 0–100, for the progress bar. */
  percent: number;
  /** The server's word: the checklist is finished. */
  completed: boolean;
}

export function onboardingProgress(state: OnboardingState): OnboardingProgress {
  const steps = ONBOARDING_STEPS.map((step) => ({
    step,
    label: STEP_LABELS[step],
    path: STEP_PATHS[step],
    completed: state[step].completed,
  }));
  const done = steps.filter((step) => step.completed).length;
  const total = steps.length;
  return { steps, done, total, percent: Math.round((done / total) * 100), completed: state.onboarding_completed };
}
