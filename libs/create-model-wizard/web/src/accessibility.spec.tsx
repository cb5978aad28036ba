import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { openWizard, toReview } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

async function seriousViolations(element: HTMLElement) {
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

describe('keyboard and screen reader use', { timeout: 40_000 }, () => {
  it('chooses the type with the arrow keys, continues with Enter, and the focus follows each step', async () => {
    const { user, dialog, wizard } = await openWizard();
    const upload = within(dialog).getByRole('radio', { name: /Upload Model/ });
    await waitFor(() => expect(upload).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const fineTune = within(dialog).getByRole('radio', { name: /Fine-tune Model/ });
    expect(fineTune).toHaveFocus();
    await user.keyboard(' ');
    expect(fineTune).toBeChecked();
    // Back is disabled on the first step: Tab goes on to Continue.
    await user.tab();
    expect(wizard.button('Continue')).toHaveFocus();
    await user.keyboard('{Enter}');

    const name = wizard.field(/Model Name/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Support bot{Enter}');
    expect(await wizard.heading('Dataset & Files')).toHaveFocus();
  });

  it('has no serious axe violations on the steps of a fine-tune', async () => {
    const opened = await openWizard();
    expect(await seriousViolations(opened.dialog)).toEqual([]);
    await opened.wizard.chooseType(/Hugging Face Model/);
    await opened.wizard.continue();
    await opened.wizard.details('Support bot');
    await opened.wizard.openAdvancedOptions();
    expect(await seriousViolations(opened.dialog)).toEqual([]);
  });

  it('has no serious axe violations on Review & Start', async () => {
    const opened = await openWizard();
    await toReview(opened);
    expect(await seriousViolations(opened.dialog)).toEqual([]);
  });
});
