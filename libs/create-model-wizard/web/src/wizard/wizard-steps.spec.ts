import { describe, expect, it } from 'vitest';
import { lastStep, nextStep, previousStep, stepIndicator } from './wizard-steps';

describe('wizard steps (spec §4)', () => {
  it('creates from step 3 on the upload path and from step 5 on the fine-tune paths, then shows the result', () => {
    expect(lastStep('upload')).toBe(3);
    expect(lastStep('fine-tune')).toBe(5);
    expect(lastStep('hub')).toBe(5);
    expect(nextStep(3, 'upload')).toBe(6);
    expect(nextStep(3, 'hub')).toBe(4);
    expect(nextStep(5, 'fine-tune')).toBe(6);
  });

  it('goes back one step at a time, never before the first', () => {
    expect(previousStep(4)).toBe(3);
    expect(previousStep(1)).toBe(1);
  });
});

describe('stepIndicator (spec §2)', () => {
  it('shows five labels for a fine-tune and four for an upload on a large screen', () => {
    expect(stepIndicator(4, 'hub', false)).toEqual({
      labels: ['Model Type', 'Model Details', 'Dataset & Files', 'Training Parameters', 'Review & Start'],
      active: 3,
    });
    expect(stepIndicator(3, 'upload', false)).toEqual({ labels: ['Model Type', 'Model Details', 'Upload Files', 'Review'], active: 2 });
  });

  it('shows four labels under 768 px, naming what the chosen path does; steps 3 and 4 of a fine-tune share the third', () => {
    const fineTune = ['Model Type', 'Selection', 'Dataset & Parameters', 'Review'];
    expect(stepIndicator(2, 'fine-tune', true)).toEqual({ labels: fineTune, active: 1 });
    expect(stepIndicator(3, 'fine-tune', true)).toEqual({ labels: fineTune, active: 2 });
    expect(stepIndicator(4, 'hub', true)).toEqual({ labels: fineTune, active: 2 });
    expect(stepIndicator(5, 'fine-tune', true)).toEqual({ labels: fineTune, active: 3 });
    expect(stepIndicator(3, 'upload', true)).toEqual({ labels: ['Model Type', 'Model Details', 'Upload Files', 'Review'], active: 2 });
  });

  it('reads as a fine-tune before a type is chosen, on either screen', () => {
    expect(stepIndicator(1, null, true).labels).toEqual(['Model Type', 'Selection', 'Dataset & Parameters', 'Review']);
    expect(stepIndicator(1, null, false).labels).toHaveLength(5);
  });

  it('marks every step done on the result', () => {
    expect(stepIndicator(6, 'upload', true).active).toBe(4);
    expect(stepIndicator(6, 'fine-tune', false).active).toBe(5);
  });
});
