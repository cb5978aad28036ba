import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { openWizard } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

/** The step indicator's labels, and which one is current. */
function steps(dialog: HTMLElement) {
  const indicator = within(dialog).getByRole('group', { name: 'Progress' });
  const labels = [...indicator.querySelectorAll('.mantine-Stepper-stepLabel')].map((label) => label.textContent);
  const current = indicator.querySelector('[aria-current="step"] .mantine-Stepper-stepLabel')?.textContent ?? null;
  return { labels, current };
}

describe('the step indicator (spec §2, §9)', { timeout: 30_000 }, () => {
  it('shows five steps for a fine-tune and four for an upload from 768 px up', async () => {
    const { dialog, wizard } = await openWizard(undefined, { width: 1024 });
    await wizard.chooseType(/Hugging Face Model/);
    expect(steps(dialog)).toEqual({
      labels: ['Model Type', 'Model Details', 'Dataset & Files', 'Training Parameters', 'Review & Start'],
      current: 'Model Type',
    });
    await wizard.chooseType(/Upload Model/);
    await wizard.continue();
    expect(steps(dialog)).toEqual({ labels: ['Model Type', 'Model Details', 'Upload Files', 'Review'], current: 'Model Details' });
  });

  it('shows four short labels under 768 px, those of the chosen path', async () => {
    const { dialog, wizard } = await openWizard(undefined, { width: 375 });
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await wizard.details('Support bot');
    expect(steps(dialog)).toEqual({
      labels: ['Model Type', 'Selection', 'Dataset & Parameters', 'Review'],
      current: 'Dataset & Parameters',
    });
    await wizard.back();
    await wizard.back();
    await wizard.chooseType(/Upload Model/);
    expect(steps(dialog)).toEqual({ labels: ['Model Type', 'Model Details', 'Upload Files', 'Review'], current: 'Model Type' });
  });

  it('switches layout at 768 px exactly', async () => {
    const { dialog } = await openWizard(undefined, { width: 768 });
    expect(steps(dialog).labels).toHaveLength(5);
  });
});
