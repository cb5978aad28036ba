import { ONBOARDING_STEPS, type OnboardingState, type OnboardingStep } from '@bagel/contract';

export const STEP_LABELS: Record<OnboardingStep, string> = {
  create_dataset: 'Create a dataset',
  create_model: 'Create a model',
  fine_tune_model: 'Fine-tune a model',
};

export interface OnboardingProgress {
  steps: { step: OnboardingStep; label: string; completed: boolean }[];
  done: number;
  total: number;
  /** 0–100, for the progress bar. */
  percent: number;
  /** The server's word: the checklist is finished. */
  completed: boolean;
}

export function onboardingProgress(state: OnboardingState): OnboardingProgress {
  const steps = ONBOARDING_STEPS.map((step) => ({ step, label: STEP_LABELS[step], completed: state[step].completed }));
  const done = steps.filter((step) => step.completed).length;
  const total = steps.length;
  return { steps, done, total, percent: Math.round((done / total) * 100), completed: state.onboarding_completed };
}
