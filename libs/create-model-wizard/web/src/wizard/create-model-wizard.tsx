import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { BuyBagelsOffer } from '@bagel/ui';
import { ConfigurationTemplates } from '../configs/configuration-templates';
import { useSavedConfigs } from '../configs/use-saved-configs';
import type { UploadModelFile } from '../create/upload-model-file';
import { fineTunePayload } from '../fine-tune/fine-tune-request';
import { DatasetFilesStep } from '../steps/dataset-files-step';
import { ModelDetailsStep } from '../steps/model-details-step';
import { ModelTypeStep } from '../steps/model-type-step';
import { ResultStep } from '../steps/result-step';
import { ReviewStep } from '../steps/review-step';
import { TrainingParametersStep } from '../steps/training-parameters-step';
import { UploadFilesStep } from '../steps/upload-files-step';
import { StepIndicator } from './step-indicator';
import { useWizardRun } from './use-wizard-run';
import { WizardButtons } from './wizard-buttons';
import { lastStep, RESULT_STEP } from './wizard-steps';

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
  const configs = useSavedConfigs();
  const { state, userId, fineTune, canContinue, change, continueFrom, back, apply, toggleAdvanced } = useWizardRun(uploadFile);
  const { step, values, advancedOpen, applied, validation, busy, progress, result, fieldErrors, balanceShort } = state;
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
            onToggleAdvanced={toggleAdvanced}
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
            onBack={back}
            final={step === lastStep(values.modelType)}
            canContinue={canContinue}
            busyLabel={busy}
          />
        )}
      </Stack>
    </form>
  );
}
