import { useEffect, useRef, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { validateFineTune, type FineTuneValidation } from '@bagel/contract';
import { useApiCall } from '@bagel/session';
import { BuyBagelsOffer, hideToast, showErrorToast } from '@bagel/ui';
import { ApiError, isInsufficientBalance } from '@bagel/api-client';
import { ConfigurationTemplates } from '../configs/configuration-templates';
import type { SavedConfig } from '../configs/saved-configs';
import { useApplyConfig } from '../configs/use-apply-config';
import { useSavedConfigs } from '../configs/use-saved-configs';
import { modelCreationFailureMessage } from '../create/model-creation-failure-message';
import type { UploadModelFile } from '../create/upload-model-file';
import { FINE_TUNE_FIELDS_MISSING, UPLOAD_FIELDS_MISSING, uploadModelBody, useCreateModel } from '../create/use-create-model';
import { checkDatasetStep, checkTraining, fineTunePayload } from '../fine-tune/fine-tune-request';
import { trainingFieldOf, withoutChanged, type TrainingField, type TrainingFieldErrors } from '../fine-tune/training-fields';
import { validationFailureMessage } from '../fine-tune/validation-failure-message';
import { DatasetFilesStep } from '../steps/dataset-files-step';
import { detailsComplete, ModelDetailsStep } from '../steps/model-details-step';
import { ModelTypeStep } from '../steps/model-type-step';
import { ResultStep, type WizardResult } from '../steps/result-step';
import { ReviewStep } from '../steps/review-step';
import { TrainingParametersStep } from '../steps/training-parameters-step';
import { UploadFilesStep, type UploadProgress } from '../steps/upload-files-step';
import { isFineTune } from './model-types';
import { StepIndicator } from './step-indicator';
import { WizardButtons } from './wizard-buttons';
import { lastStep, nextStep, previousStep, RESULT_STEP, type Step } from './wizard-steps';
import { INITIAL_VALUES, type ChangeValues, type WizardValues } from './wizard-values';

/** Spec §5 and §8's toast titles. */
export const VALIDATION_ERROR = 'Validation Error';
export const VALIDATION_FAILED = 'Validation Failed';
export const CREATION_ERROR = 'Error';
/** The id of the wizard's validation toasts: each replaces the last instead of stacking over the fields. */
export const VALIDATION_TOAST = 'create-model-validation';

/** Spec §5's toast for a broken rule, in place of the last one. */
const showValidationToast = (title: string, message: string) => showErrorToast(title, message, { id: VALIDATION_TOAST });

export interface CreateModelWizardProps {
  onClose: () => void;
  uploadFile: UploadModelFile;
}

/** Spec §4: Try Again or Close starts the wizard over at step 1 with nothing kept (a new run, a fresh state). */
export function CreateModelWizard({ onClose, uploadFile }: CreateModelWizardProps) {
  const [run, setRun] = useState(0);
  const restart = () => setRun((current) => current + 1);
  return (
    <WizardRun
      key={run}
      uploadFile={uploadFile}
      onRestart={restart}
      onClose={() => {
        restart();
        onClose();
      }}
    />
  );
}

interface WizardRunProps {
  uploadFile: UploadModelFile;
  onRestart: () => void;
  onClose: () => void;
}

/** One pass through spec §4's steps, from the model type to the result. */
function WizardRun({ uploadFile, onRestart, onClose }: WizardRunProps) {
  const call = useApiCall();
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<WizardValues>(INITIAL_VALUES);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const [validation, setValidation] = useState<FineTuneValidation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<WizardResult | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TrainingFieldErrors>({});
  // The last validation found the balance below the estimate: step 4 offers Buy Bagels beside its toast.
  const [balanceShort, setBalanceShort] = useState(false);
  // A second press while the first is on its way (a double click, Enter held down) does nothing more.
  const busyRef = useRef(false);
  const configs = useSavedConfigs();
  const applyConfig = useApplyConfig();
  const { userId, uploadModel, fineTuneModel } = useCreateModel(uploadFile);
  const fineTune = isFineTune(values.modelType);

  // A toast about a closed wizard would only be in the way.
  useEffect(() => () => hideToast(VALIDATION_TOAST), []);

  const change: ChangeValues = (changed) => {
    setValues((current) => ({ ...current, ...changed }));
    // A marked field the user changes loses its mark, and the toast that said the same goes: it would cover the fields.
    if (Object.keys(changed).some((field) => field in fieldErrors)) hideToast(VALIDATION_TOAST);
    setFieldErrors((current) => withoutChanged(current, changed));
  };

  /** Marks each field with the error text (Mantine's `error`), and says it in the validation toast. */
  const refuse = (title: string, message: string, fields: readonly TrainingField[]) => {
    setFieldErrors(Object.fromEntries(fields.map((field) => [field, message])));
    showValidationToast(title, message);
  };

  /** Another step: the last one's toast and marks are about fields no longer shown. */
  const goTo = (next: Step) => {
    hideToast(VALIDATION_TOAST);
    setFieldErrors({});
    setBalanceShort(false);
    setStep(next);
  };

  const whileBusy = async (label: string, work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(label);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const finish = (outcome: WizardResult) => {
    if (!outcome.ok) showErrorToast(CREATION_ERROR, outcome.message);
    setResult(outcome);
    goTo(RESULT_STEP);
  };
  // A file the server did not keep says so in its message; any other failure reads as spec §8 says.
  const failed = (error: unknown): WizardResult => ({
    ok: false,
    message: modelCreationFailureMessage(error),
    balanceShort: isInsufficientBalance(error),
  });

  const createUploaded = () => {
    const body = uploadModelBody(values, userId);
    if (!body) return showValidationToast(VALIDATION_ERROR, UPLOAD_FIELDS_MISSING);
    const total = values.files.length;
    return whileBusy('Uploading…', async () => {
      setProgress({ done: 0, total });
      try {
        const modelId = await uploadModel(body, values.files, (done) => setProgress({ done, total }));
        finish({ ok: true, modelId, fineTuning: false });
      } catch (error) {
        finish(failed(error));
      } finally {
        setProgress(null);
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
    setFieldErrors({});
    setBalanceShort(false);
    hideToast(VALIDATION_TOAST);
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
      setBalanceShort(reply.insufficient_balance === true);
      if (critical !== undefined) return showValidationToast(VALIDATION_FAILED, critical);
      setValidation(reply);
      goTo(5);
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
    setApplied(config.config_name);
    if (reading.openAdvanced) setAdvancedOpen(true);
    // An estimate made for other values no longer holds: step 4's Continue asks again.
    if (step === 5) goTo(4);
    return true;
  };

  const canContinue = step === 1 ? values.modelType !== null : step === 2 ? detailsComplete(values) : true;
  const offerTemplates = step !== RESULT_STEP && values.modelType !== 'upload';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) void continueFrom();
      }}
    >
      <Stack gap="lg">
        <StepIndicator step={step} modelType={values.modelType} />
        {offerTemplates && (configs.length > 0 || applied) && (
          <Group justify="space-between" gap="xs">
            <ConfigurationTemplates configs={configs} onApply={apply} />
            {applied && (
              <Text size="sm" c="dimmed" role="status">
                Template applied: {applied}
              </Text>
            )}
          </Group>
        )}
        {step === 1 && (
          <ModelTypeStep
            value={values.modelType}
            // A platform model and a hub model are chosen from different lists: the other path's choice goes.
            onChange={(modelType) => change(modelType === values.modelType ? {} : { modelType, baseModel: null })}
          />
        )}
        {step === 2 && <ModelDetailsStep values={values} onChange={change} />}
        {step === 3 && !fineTune && <UploadFilesStep files={values.files} onChange={(files) => change({ files })} progress={progress} />}
        {step === 3 && fineTune && (
          <DatasetFilesStep
            values={values}
            onChange={change}
            advancedOpen={advancedOpen}
            onToggleAdvanced={() => setAdvancedOpen((open) => !open)}
            onLeave={onClose}
          />
        )}
        {step === 4 && <TrainingParametersStep values={values} onChange={change} errors={fieldErrors} />}
        {step === 4 && balanceShort && (
          <Group gap="sm" role="status">
            <Text size="sm">Training costs Bagels, and your balance is below this estimate.</Text>
            <BuyBagelsOffer onFollow={onClose} />
          </Group>
        )}
        {step === 5 && validation && <ReviewStep values={values} validation={validation} payload={fineTunePayload(values, userId)} />}
        {step === RESULT_STEP && result && <ResultStep result={result} onTryAgain={onRestart} onClose={onClose} />}
        {step !== RESULT_STEP && (
          <WizardButtons
            canGoBack={step > 1}
            onBack={() => goTo(previousStep(step))}
            final={step === lastStep(values.modelType)}
            canContinue={canContinue}
            busyLabel={busy}
          />
        )}
      </Stack>
    </form>
  );
}
