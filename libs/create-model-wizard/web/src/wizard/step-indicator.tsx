import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@bagel/ui';
import type { ModelType } from './model-types';
import { stepIndicator, type Step } from './wizard-steps';

/** Spec §9: the step indicator's small layout is under 768 px. */
export const SMALL_LAYOUT_QUERY = '(max-width: 767px)';

export interface StepIndicatorProps {
  step: Step;
  modelType: ModelType | null;
  /** The small layout or the large one; by default the window's width decides (stories show both side by side). */
  small?: boolean;
}

/**
 * Each label sits under its step's number and may take two lines, and a step is never narrower than its longest word:
 * the four short labels fit from 320 px, the five long ones from 768 px, the separators taking what room is left.
 */
const STYLES = {
  step: { minWidth: 'min-content' },
  stepLabel: { lineHeight: 1.25 },
  separator: { marginInline: 4, minWidth: 8 },
};

/** Spec §2's step indicator; it shows progress only (steps are moved by Back and Continue). */
export function StepIndicator({ step, modelType, small: forced }: StepIndicatorProps) {
  const narrow = useMediaQuery(SMALL_LAYOUT_QUERY, { onPhone: true });
  const small = forced ?? narrow;
  const { labels, active } = stepIndicator(step, modelType, small);
  return (
    <Stepper
      active={active}
      size="xs"
      aria-label="Progress"
      role="group"
      wrap={false}
      allowNextStepsSelect={false}
      labelPosition="bottom"
      styles={STYLES}
    >
      {labels.map((label, index) => (
        <Stepper.Step key={label} label={label} aria-current={index === active ? 'step' : undefined} />
      ))}
    </Stepper>
  );
}
