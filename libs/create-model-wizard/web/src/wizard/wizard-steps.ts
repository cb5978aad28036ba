import { isFineTune, type ModelType } from './model-types';

/**
 * Spec §4's steps: 1 model type, 2 model details, 3 upload files or dataset & files, 4 training parameters, 5 review &
 * start, 6 the result. The upload path goes 1, 2, 3 and creates from 3; the fine-tune paths go through 5.
 */
export type Step = 1 | 2 | 3 | 4 | 5 | 6;
export const RESULT_STEP = 6;

/** The step whose button says Create Model. */
export const lastStep = (type: ModelType | null): Step => (isFineTune(type) ? 5 : 3);

export const nextStep = (step: Step, type: ModelType | null): Step => (step >= lastStep(type) ? RESULT_STEP : ((step + 1) as Step));

export const previousStep = (step: Step): Step => (step <= 1 ? 1 : ((step - 1) as Step));

/** Spec §2: under 768 px four short labels serve every path (the third covers steps 3 and 4 of a fine-tune). */
const SMALL_LABELS = ['Model Type', 'Model Details/Selection', 'Upload Files/Dataset & Parameters', 'Review'];
const SMALL_INDEX: Record<Exclude<Step, 6>, number> = { 1: 0, 2: 1, 3: 2, 4: 2, 5: 3 };

const FINE_TUNE_LABELS = ['Model Type', 'Model Details', 'Dataset & Files', 'Training Parameters', 'Review & Start'];
/** The upload path creates from its third step; its fourth is the result. */
const UPLOAD_LABELS = ['Model Type', 'Model Details', 'Upload Files', 'Review'];

export interface StepIndicator {
  labels: readonly string[];
  /** The index of the current label; `labels.length` once the wizard has its result (every step done). */
  active: number;
}

/** What the step indicator shows at `step`: the labels for the screen and path, and which one is current. */
export function stepIndicator(step: Step, type: ModelType | null, small: boolean): StepIndicator {
  const labels = small ? SMALL_LABELS : type === 'upload' ? UPLOAD_LABELS : FINE_TUNE_LABELS;
  if (step === RESULT_STEP) return { labels, active: labels.length };
  return { labels, active: small ? SMALL_INDEX[step] : step - 1 };
}
