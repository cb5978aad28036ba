import type { FineTuneValidation } from '@bagel/fine-tuning-contract';
import { withoutChanged, type TrainingField, type TrainingFieldErrors } from '../fine-tune/training-fields';
import type { WizardResult } from '../steps/result-step';
import type { UploadProgress } from '../steps/upload-files-step';
import { RESULT_STEP, type Step } from './wizard-steps';
import { INITIAL_VALUES, type WizardValues } from './wizard-values';

/** Everything one run of the wizard remembers: one value, so each thing that happens to it is one pure transition. */
export interface WizardState {
  step: Step;
  values: WizardValues;
  /** Step 3's advanced section (chunking and LoRA) is open. */
  advancedOpen: boolean;
  /** The name of the configuration template last applied, which the wizard says beside the picker. */
  applied: string | null;
  /** Step 4's accepted validation: what step 5 reviews. */
  validation: FineTuneValidation | null;
  /** The label of the call on its way (the Continue button says it), or null. */
  busy: string | null;
  /** Files sent so far while an upload is on its way. */
  progress: UploadProgress | null;
  result: WizardResult | null;
  /** Step 4's marked fields and the error text each shows. */
  fieldErrors: TrainingFieldErrors;
  /** The last validation found the balance below the estimate: step 4 offers Buy Bagels beside its toast. */
  balanceShort: boolean;
}

export const INITIAL_WIZARD_STATE: WizardState = {
  step: 1,
  values: INITIAL_VALUES,
  advancedOpen: false,
  applied: null,
  validation: null,
  busy: null,
  progress: null,
  result: null,
  fieldErrors: {},
  balanceShort: false,
};

export type WizardAction =
  /** The user changed some values: a marked field among them loses its mark. */
  | { type: 'changed'; changed: Partial<WizardValues> }
  /** A rule or the server refused: each of `fields` is marked with `message`, any other mark goes. */
  | { type: 'refused'; message: string; fields: readonly TrainingField[] }
  /** Another step: the last one's marks and balance offer are about fields no longer shown. */
  | { type: 'went'; step: Step }
  | { type: 'busy'; label: string | null }
  | { type: 'progressed'; progress: UploadProgress | null }
  /** The model was created, or refused: the result step shows it. */
  | { type: 'finished'; result: WizardResult }
  /** Step 4's Continue passed the rules and asks the server: the old marks and offer go. */
  | { type: 'validating' }
  /** The server's validation: with a critical error the user stays on step 4, otherwise step 5 reviews it. */
  | { type: 'validated'; validation: FineTuneValidation }
  /** A configuration template was applied (its values come as a change): an estimate on step 5 no longer holds. */
  | { type: 'templateApplied'; name: string; openAdvanced: boolean }
  | { type: 'advancedToggled' };

const goTo = (state: WizardState, step: Step): WizardState => ({ ...state, step, fieldErrors: {}, balanceShort: false });

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'changed':
      return {
        ...state,
        values: { ...state.values, ...action.changed },
        fieldErrors: withoutChanged(state.fieldErrors, action.changed),
      };
    case 'refused':
      return { ...state, fieldErrors: Object.fromEntries(action.fields.map((field) => [field, action.message])) };
    case 'went':
      return goTo(state, action.step);
    case 'busy':
      return { ...state, busy: action.label };
    case 'progressed':
      return { ...state, progress: action.progress };
    case 'finished':
      return goTo({ ...state, result: action.result }, RESULT_STEP);
    case 'validating':
      return { ...state, fieldErrors: {}, balanceShort: false };
    case 'validated':
      return action.validation.critical_errors.length > 0
        ? { ...state, balanceShort: action.validation.insufficient_balance === true }
        : goTo({ ...state, validation: action.validation }, 5);
    case 'templateApplied': {
      const applied = { ...state, applied: action.name, advancedOpen: state.advancedOpen || action.openAdvanced };
      return state.step === 5 ? goTo(applied, 4) : applied;
    }
    case 'advancedToggled':
      return { ...state, advancedOpen: !state.advancedOpen };
  }
}
