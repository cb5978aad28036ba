import { describe, expect, it } from 'vitest';
import type { FineTuneValidation } from '@bagel/fine-tuning-contract';
import { INITIAL_WIZARD_STATE, wizardReducer, type WizardAction, type WizardState } from './wizard-state';
import { INITIAL_VALUES } from './wizard-values';

const validation = (change: Partial<FineTuneValidation> = {}): FineTuneValidation => ({
  critical_errors: [],
  warnings: [],
  cost_estimate: null,
  recommendations: { recommended_gpus: [] },
  ...change,
});

/** Step 4 of a fine-tune with two marked fields and the Buy Bagels offer showing. */
const refusedOnStep4: WizardState = {
  ...INITIAL_WIZARD_STATE,
  step: 4,
  values: { ...INITIAL_WIZARD_STATE.values, modelType: 'fine-tune', name: 'llama-ft' },
  fieldErrors: { epochs: 'Epochs must be between 1 and 100', batch_size: 'Batch size must be between 1 and 64' },
  balanceShort: true,
};

const after = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

describe('wizardReducer (one run of spec §4)', () => {
  it('starts on step 1 with spec §9 defaults and nothing marked, busy or decided', () => {
    expect(INITIAL_WIZARD_STATE).toMatchObject({ step: 1, values: INITIAL_VALUES, busy: null, result: null, fieldErrors: {} });
  });

  it('keeps what the user changes, and takes the mark off a marked field they change, not off the others', () => {
    const changed = after(refusedOnStep4, { type: 'changed', changed: { epochs: 3, name: 'llama-ft-2' } });
    expect(changed.values).toMatchObject({ epochs: 3, name: 'llama-ft-2', modelType: 'fine-tune' });
    expect(changed.fieldErrors).toEqual({ batch_size: 'Batch size must be between 1 and 64' });
    expect(changed.balanceShort).toBe(true);
  });

  it('marks exactly the refused fields with the message', () => {
    const refused = after(refusedOnStep4, { type: 'refused', message: 'Learning rate must be positive', fields: ['learning_rate'] });
    expect(refused.fieldErrors).toEqual({ learning_rate: 'Learning rate must be positive' });
    expect(after(refusedOnStep4, { type: 'refused', message: 'Not reachable', fields: [] }).fieldErrors).toEqual({});
  });

  it('going to another step drops the marks and the Buy Bagels offer, and keeps the values', () => {
    const back = after(refusedOnStep4, { type: 'went', step: 3 });
    expect(back).toEqual({ ...refusedOnStep4, step: 3, fieldErrors: {}, balanceShort: false });
  });

  it('says which call is on its way, and how far an upload got', () => {
    const uploading = after(
      INITIAL_WIZARD_STATE,
      { type: 'busy', label: 'Uploading…' },
      { type: 'progressed', progress: { done: 1, total: 3 } },
    );
    expect([uploading.busy, uploading.progress]).toEqual(['Uploading…', { done: 1, total: 3 }]);
    const done = after(uploading, { type: 'progressed', progress: null }, { type: 'busy', label: null });
    expect([done.busy, done.progress]).toEqual([null, null]);
  });

  it('shows the result, a success or a refusal, on the result step', () => {
    const refusal = { ok: false as const, message: 'Insufficient balance', balanceShort: true };
    const finished = after(refusedOnStep4, { type: 'finished', result: refusal });
    expect(finished).toMatchObject({ step: 6, result: refusal, fieldErrors: {}, balanceShort: false });
  });

  it("clears the old marks and offer when step 4's Continue asks the server, staying on step 4", () => {
    expect(after(refusedOnStep4, { type: 'validating' })).toEqual({ ...refusedOnStep4, fieldErrors: {}, balanceShort: false });
  });

  it('goes to the review with an accepted validation', () => {
    const accepted = validation({ warnings: ['The dataset is small'] });
    const reviewed = after(refusedOnStep4, { type: 'validating' }, { type: 'validated', validation: accepted });
    expect(reviewed).toMatchObject({ step: 5, validation: accepted, fieldErrors: {}, balanceShort: false });
  });

  it('stays on step 4 with a critical error, offering Buy Bagels when the balance is short of the estimate', () => {
    const validating = after(refusedOnStep4, { type: 'validating' });
    const short = validation({ critical_errors: ['Insufficient balance for this job'], insufficient_balance: true });
    expect(after(validating, { type: 'validated', validation: short })).toEqual({ ...validating, balanceShort: true });
    const broken = validation({ critical_errors: ['The column output is not in the file'] });
    expect(after(validating, { type: 'validated', validation: broken })).toEqual(validating);
  });

  it('names an applied template and opens the advanced section when it needs to, never closing it', () => {
    const applied = after(INITIAL_WIZARD_STATE, { type: 'templateApplied', name: 'Small GPU', openAdvanced: true });
    expect([applied.applied, applied.advancedOpen, applied.step]).toEqual(['Small GPU', true, 1]);
    const again = after(applied, { type: 'templateApplied', name: 'Defaults', openAdvanced: false });
    expect([again.applied, again.advancedOpen]).toEqual(['Defaults', true]);
  });

  it('sends a review back to step 4 when a template changes the values it estimated', () => {
    const reviewing = after(refusedOnStep4, { type: 'validated', validation: validation() });
    const applied = after(reviewing, { type: 'templateApplied', name: 'Small GPU', openAdvanced: false });
    expect([applied.step, applied.applied]).toEqual([4, 'Small GPU']);
  });

  it('opens and closes the advanced section', () => {
    const opened = after(INITIAL_WIZARD_STATE, { type: 'advancedToggled' });
    expect(opened.advancedOpen).toBe(true);
    expect(after(opened, { type: 'advancedToggled' }).advancedOpen).toBe(false);
  });
});
