import { describe, expect, it } from 'vitest';
import { trainingFieldOf, withoutChanged } from './training-fields';

describe('trainingFieldOf', () => {
  it("reads the validation request's names as the wizard's fields of step 4", () => {
    expect(trainingFieldOf('epochs')).toBe('epochs');
    expect(trainingFieldOf('gpu_type')).toBe('accelerator_type');
    expect(trainingFieldOf('gpu_count')).toBe('accelerator_count');
    expect(trainingFieldOf('input_column')).toBe('input_column');
  });

  it('finds no field for one chosen on another step, a whole body, or none', () => {
    expect(trainingFieldOf('dataset_id')).toBeNull();
    expect(trainingFieldOf('max_chunk_size')).toBeNull();
    expect(trainingFieldOf('body')).toBeNull();
    expect(trainingFieldOf(undefined)).toBeNull();
  });
});

describe('withoutChanged', () => {
  it('drops the marks of the fields changed and keeps the others', () => {
    const errors = { epochs: 'Epochs must be at least 1', input_column: 'Required', output_column: 'Required' };
    expect(withoutChanged(errors, { input_column: 'question' })).toEqual({
      epochs: 'Epochs must be at least 1',
      output_column: 'Required',
    });
    expect(withoutChanged(errors, { stride: 64 })).toBe(errors);
  });
});
