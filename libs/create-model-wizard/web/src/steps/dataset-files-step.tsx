import { Stack } from '@mantine/core';
import { StepHeading } from '../wizard/step-heading';
import type { ChangeValues, WizardValues } from '../wizard/wizard-values';
import { AdvancedOptions } from './advanced-options';
import { BaseModelField } from './base-model-field';
import { DatasetField } from './dataset-field';
import { DatasetFileField } from './dataset-file-field';
import { HubModelField } from './hub-model-field';

export interface DatasetFilesStepProps {
  values: WizardValues;
  onChange: ChangeValues;
  advancedOpen: boolean;
  onToggleAdvanced: () => void;
  onLeave: () => void;
}

/** Step 3 of the fine-tune paths (spec §2): the model to train, the dataset and its file, and the advanced options. */
export function DatasetFilesStep({ values, onChange, advancedOpen, onToggleAdvanced, onLeave }: DatasetFilesStepProps) {
  const ModelField = values.modelType === 'hub' ? HubModelField : BaseModelField;
  return (
    <Stack gap="md">
      <StepHeading>Dataset & Files</StepHeading>
      <ModelField value={values.baseModel} onChange={(baseModel) => onChange({ baseModel })} />
      <DatasetField
        value={values.dataset}
        // Another dataset has other files (and columns): the file chosen in the last one goes.
        onChange={(dataset) => onChange({ dataset, fileName: null, input_column: '', output_column: '' })}
        onLeave={onLeave}
      />
      <DatasetFileField
        dataset={values.dataset}
        value={values.fileName}
        onChange={(fileName) => onChange({ fileName, input_column: '', output_column: '' })}
        onLeave={onLeave}
      />
      <AdvancedOptions values={values} onChange={onChange} opened={advancedOpen} onToggle={onToggleAdvanced} />
    </Stack>
  );
}
