/** The fields of step 4 (Training Parameters) that a rule or the server can find fault with. */
export const TRAINING_FIELDS = [
  'epochs',
  'learning_rate',
  'batch_size',
  'eval_batch_size',
  'gradient_accumulation_steps',
  'accelerator_type',
  'accelerator_count',
  'input_column',
  'output_column',
] as const;
export type TrainingField = (typeof TRAINING_FIELDS)[number];

/** The error text each marked field of step 4 shows (Mantine's `error`), until the field is changed. */
export type TrainingFieldErrors = Partial<Record<TrainingField, string>>;

/** The validation request names the GPU fields as the validation call does; the wizard as the payload does. */
const REQUEST_NAMES: Record<string, TrainingField> = { gpu_type: 'accelerator_type', gpu_count: 'accelerator_count' };

/** The step 4 field a validation request's field is chosen in; null for one chosen elsewhere, or none. */
export function trainingFieldOf(requestField: string | undefined): TrainingField | null {
  if (requestField === undefined) return null;
  const named = REQUEST_NAMES[requestField] ?? requestField;
  return TRAINING_FIELDS.find((field) => field === named) ?? null;
}

/** `errors` without the fields `changed` touches: a field's mark goes as soon as the user changes it. */
export function withoutChanged(errors: TrainingFieldErrors, changed: object): TrainingFieldErrors {
  const kept = Object.entries(errors).filter(([field]) => !(field in changed));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
