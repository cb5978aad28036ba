import { useEffect, useReducer, useRef } from 'react';
import { validateFineTune, type FineTuneValidation } from '@bagel/fine-tuning-contract';
import { useApiCall } from '@bagel/api-react';
import { hideToast, showErrorToast } from '@bagel/ui';
import { ApiError, isInsufficientBalance } from '@bagel/api-client';
import type { SavedConfig } from '../configs/saved-configs';
import { useApplyConfig } from '../configs/use-apply-config';
import { modelCreationFailureMessage } from '../create/model-creation-failure-message';
import type { UploadModelFile } from '../create/upload-model-file';
import { FINE_TUNE_FIELDS_MISSING, UPLOAD_FIELDS_MISSING, uploadModelBody, useCreateModel } from '../create/use-create-model';
import { checkDatasetStep, checkTraining, fineTunePayload } from '../fine-tune/fine-tune-request';
import { trainingFieldOf, type TrainingField } from '../fine-tune/training-fields';
import { validationFailureMessage } from '../fine-tune/validation-failure-message';
import { detailsComplete } from '../steps/model-details-step';
import type { WizardResult } from '../steps/result-step';
import { isFineTune } from './model-types';
import { INITIAL_WIZARD_STATE, wizardReducer } from './wizard-state';
import { lastStep, nextStep, previousStep, type Step } from './wizard-steps';
import type { ChangeValues } from './wizard-values';

/** Spec §5 and §8's toast titles. */
const VALIDATION_ERROR = 'Validation Error';
const VALIDATION_FAILED = 'Validation Failed';
const CREATION_ERROR = 'Error';
/** The id of the wizard's validation toasts: each replaces the last instead of stacking over the fields. */
const VALIDATION_TOAST = 'create-model-validation';

/** Spec §5's toast for a broken rule, in place of the last one. */
const showValidationToast = (title: string, message: string) => showErrorToast(title, message, { id: VALIDATION_TOAST });

// A file the server did not keep says so in its message; any other failure reads as spec §8 says.
const failed = (error: unknown): WizardResult => ({
  ok: false,
  message: modelCreationFailureMessage(error),
  balanceShort: isInsufficientBalance(error),
});

/**
 * One run's state (a {@link wizardReducer}) and what the user can do to it: the calls, toasts and guards around each
 * transition, so the component only lays the steps out.
 */
export function useWizardRun(uploadFile: UploadModelFile) {
  const call = useApiCall();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const { step, values, fieldErrors } = state;
  // A second press while the first is on its way (a double click, Enter held down) does nothing more.
  const busyRef = useRef(false);
  const applyConfig = useApplyConfig();
  const { userId, uploadModel, fineTuneModel } = useCreateModel(uploadFile);
  const fineTune = isFineTune(values.modelType);

  // A toast about a closed wizard would only be in the way.
  useEffect(() => () => hideToast(VALIDATION_TOAST), []);

  const change: ChangeValues = (changed) => {
    // A marked field the user changes loses its mark, and the toast that said the same goes: it would cover the fields.
    if (Object.keys(changed).some((field) => field in fieldErrors)) hideToast(VALIDATION_TOAST);
    dispatch({ type: 'changed', changed });
  };

  /** Marks each field with the error text (Mantine's `error`), and says it in the validation toast. */
  const refuse = (title: string, message: string, fields: readonly TrainingField[]) => {
    dispatch({ type: 'refused', message, fields });
    showValidationToast(title, message);
  };

  /** Another step: the last one's toast is about fields no longer shown. */
  const goTo = (next: Step) => {
    hideToast(VALIDATION_TOAST);
    dispatch({ type: 'went', step: next });
  };

  const whileBusy = async (label: string, work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    dispatch({ type: 'busy', label });
    try {
      await work();
    } finally {
      busyRef.current = false;
      dispatch({ type: 'busy', label: null });
    }
  };

  const finish = (result: WizardResult) => {
    if (!result.ok) showErrorToast(CREATION_ERROR, result.message);
    hideToast(VALIDATION_TOAST);
    dispatch({ type: 'finished', result });
  };

  const createUploaded = () => {
    const body = uploadModelBody(values, userId);
    if (!body) return showValidationToast(VALIDATION_ERROR, UPLOAD_FIELDS_MISSING);
    const total = values.files.length;
    return whileBusy('Uploading…', async () => {
      dispatch({ type: 'progressed', progress: { done: 0, total } });
      try {
        const modelId = await uploadModel(body, values.files, (done) => dispatch({ type: 'progressed', progress: { done, total } }));
        finish({ ok: true, modelId, fineTuning: false });
      } catch (error) {
        finish(failed(error));
      } finally {
        dispatch({ type: 'progressed', progress: null });
      }
    });
  };

  const createFineTuned = () => {
    const payload = fineTunePayload(values, userId);
    if (!payload) return showValidationToast(VALIDATION_ERROR, FINE_TUNE_FIELDS_MISSING);
    return whileBusy('Creating…', async () => {
      try {
        finish({ ok: true, modelId: await fineTuneModel(values.name, payload), fineTuning: true });
      } catch (error) {
        finish(failed(error));
      }
    });
  };

  /**
   * Spec §4: step 4's Continue checks spec §5's rules, then asks the server; critical errors keep the user here. A
   * broken rule marks its field, as does a refusal of the call that names one.
   */
  const validateTraining = () => {
    const check = checkTraining(values);
    if (!check.ok) return refuse(VALIDATION_ERROR, check.message, check.fields);
    hideToast(VALIDATION_TOAST);
    dispatch({ type: 'validating' });
    return whileBusy('Validating…', async () => {
      let reply: FineTuneValidation;
      try {
        reply = await call(validateFineTune, { body: check.request });
      } catch (error) {
        const field = trainingFieldOf(error instanceof ApiError ? error.field : undefined);
        return refuse(VALIDATION_ERROR, validationFailureMessage(error), field ? [field] : []);
      }
      // The reply's critical errors are sentences, not fields: the toast alone says them.
      const [critical] = reply.critical_errors;
      if (critical !== undefined) showValidationToast(VALIDATION_FAILED, critical);
      else hideToast(VALIDATION_TOAST);
      dispatch({ type: 'validated', validation: reply });
    });
  };

  const continueFrom = async () => {
    if (step === lastStep(values.modelType)) return fineTune ? createFineTuned() : createUploaded();
    if (step === 3) {
      const problem = checkDatasetStep(values);
      if (problem) return showValidationToast(VALIDATION_ERROR, problem);
    }
    if (step === 4) return validateTraining();
    goTo(nextStep(step, values.modelType));
  };

  const apply = async (config: SavedConfig) => {
    const reading = await applyConfig(config);
    if (!reading) return false;
    change(reading.values);
    // An estimate made for other values no longer holds: step 4's Continue asks again.
    if (step === 5) hideToast(VALIDATION_TOAST);
    dispatch({ type: 'templateApplied', name: config.config_name, openAdvanced: reading.openAdvanced });
    return true;
  };

  return {
    state,
    userId,
    fineTune,
    canContinue: step === 1 ? values.modelType !== null : step === 2 ? detailsComplete(values) : true,
    change,
    continueFrom,
    back: () => goTo(previousStep(step)),
    apply,
    toggleAdvanced: () => dispatch({ type: 'advancedToggled' }),
  };
}
