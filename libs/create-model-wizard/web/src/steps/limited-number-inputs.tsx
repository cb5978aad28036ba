import { NumberInput } from '@mantine/core';
import { TRAINING_LIMITS } from '@bagel/fine-tuning-contract';
import type { ChangeValues, WizardValues } from '../wizard/wizard-values';

export interface Limits {
  min?: number;
  max?: number;
  step?: number;
}

/** Spec §5's input hint for a field with these limits, e.g. 'From 0.1 to 0.95, in steps of 0.05'. */
export function limitsHint({ min, max, step }: Limits): string | undefined {
  const range = min !== undefined && max !== undefined ? `From ${min} to ${max}` : min !== undefined ? `At least ${min}` : undefined;
  const steps = step !== undefined ? `in steps of ${step}` : undefined;
  if (range && steps) return `${range}, ${steps}`;
  return range ?? (steps && `In steps of ${step}`);
}

/** The number fields of the wizard with limits in the contract (spec §5's input hints). */
export type LimitedField = keyof typeof TRAINING_LIMITS;

export interface LimitedFieldSpec {
  field: LimitedField;
  label: string;
  /**
   * Whether the hint names the upper limit too. Spec §5 gives a range for the split and the LoRA settings; for the
   * others it says 'at least', and their upper limits only catch typos.
   */
  withMax?: boolean;
}

export interface LimitedNumberInputsProps {
  fields: readonly LimitedFieldSpec[];
  values: WizardValues;
  onChange: ChangeValues;
  /** The error text of each field marked by the step's rules. */
  errors?: Partial<Record<LimitedField, string>>;
}

/**
 * Number fields whose limits are hints (spec §5): the browser's min, max and step and a line saying them. They do not
 * clamp what is typed: the step's rules say what is wrong, in the spec's words, when the user moves on.
 */
export function LimitedNumberInputs({ fields, values, onChange, errors = {} }: LimitedNumberInputsProps) {
  return fields.map(({ field, label, withMax = false }) => {
    const limits: Limits = TRAINING_LIMITS[field];
    const whole = limits.step === undefined || Number.isInteger(limits.step);
    return (
      <NumberInput
        key={field}
        label={label}
        description={limitsHint(withMax ? limits : { min: limits.min, step: limits.step })}
        value={values[field]}
        onChange={(value) => onChange({ [field]: value })}
        min={limits.min}
        max={limits.max}
        step={limits.step ?? 1}
        allowDecimal={!whole}
        clampBehavior="none"
        error={errors[field]}
      />
    );
  });
}
