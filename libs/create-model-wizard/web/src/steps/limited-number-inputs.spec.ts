import { describe, expect, it } from 'vitest';
import { TRAINING_LIMITS } from '@bagel/fine-tuning-contract';
import { limitsHint } from './limited-number-inputs';

describe("limitsHint (spec §5's input hints)", () => {
  it('says the range and the step', () => {
    expect(limitsHint(TRAINING_LIMITS.train_test_split)).toBe('From 0.1 to 0.95, in steps of 0.05');
    expect(limitsHint(TRAINING_LIMITS.lora_r)).toBe('From 1 to 256');
    expect(limitsHint(TRAINING_LIMITS.lora_dropout)).toBe('From 0 to 0.5, in steps of 0.01');
    expect(limitsHint({ min: 1 })).toBe('At least 1');
    expect(limitsHint({ step: 0.001 })).toBe('In steps of 0.001');
  });
});
