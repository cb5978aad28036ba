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

const FINE_TUNE_LABELS = ['Model Type', 'Model Details', 'Dataset & Files', 'Training Parameters', 'Review & Start'];
/** The upload path creates from its third step; its fourth is the result. Spec §2's small labels for it are the same. */
const UPLOAD_LABELS = ['Model Type', 'Model Details', 'Upload Files', 'Review'];
/**
 * Spec §2: under 768 px a fine-tune shows four short labels, its steps 3 and 4 sharing the third. Before a type is
 * chosen the labels read as a fine-tune's, as the large layout's do.
 */
const SMALL_FINE_TUNE_LABELS = ['Model Type', 'Selection', 'Dataset & Parameters', 'Review'];
const SMALL_FINE_TUNE_INDEX: Record<Exclude<Step, 6>, number> = { 1: 0, 2: 1, 3: 2, 4: 2, 5: 3 };

export interface StepIndicator {
  labels: readonly string[];
  /** The index of the current label; `labels.length` once the wizard has its result (every step done). */
  active: number;
}

/** What the step indicator shows at `step`: the labels for the screen and path, and which one is current. */
export function stepIndicator(step: Step, type: ModelType | null, small: boolean): StepIndicator {
  const shortened = small && type !== 'upload';
  const labels = type === 'upload' ? UPLOAD_LABELS : shortened ? SMALL_FINE_TUNE_LABELS : FINE_TUNE_LABELS;
  if (step === RESULT_STEP) return { labels, active: labels.length };
  return { labels, active: shortened ? SMALL_FINE_TUNE_INDEX[step] : step - 1 };
}
