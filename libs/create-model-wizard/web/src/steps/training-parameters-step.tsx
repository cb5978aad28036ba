import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { GPU_COUNTS, GPU_OPTIONS, GPU_TYPES, type GpuType } from '@bagel/contract';
import { needsColumns } from '@bagel/fine-tuning-contract';
import type { TrainingFieldErrors } from '../fine-tune/training-fields';
import { StepHeading } from '../wizard/step-heading';
import type { ChangeValues, WizardValues } from '../wizard/wizard-values';
import { ColumnFields } from './column-fields';
import { LimitedNumberInputs, type LimitedFieldSpec } from './limited-number-inputs';

const TRAINING: LimitedFieldSpec[] = [
  { field: 'epochs', label: 'Epochs' },
  { field: 'learning_rate', label: 'Learning rate' },
  { field: 'batch_size', label: 'Batch size' },
  { field: 'eval_batch_size', label: 'Eval batch size' },
  { field: 'gradient_accumulation_steps', label: 'Gradient accumulation steps' },
];

const GPU_TYPE_OPTIONS = GPU_TYPES.map((type) => ({ value: type, label: GPU_OPTIONS[type].label }));
const GPU_COUNT_OPTIONS = GPU_COUNTS.map(String);

export interface TrainingParametersStepProps {
  values: WizardValues;
  onChange: ChangeValues;
  /** Fields marked by step 4's rules or the server, with the error text each shows. */
  errors: TrainingFieldErrors;
}

/**
 * Step 4 of the fine-tune paths (spec §2, §9): epochs, learning rate, batch sizes, gradient accumulation, the GPU and
 * how many, and for a file that is not plain text the columns to train from and towards.
 */
export function TrainingParametersStep({ values, onChange, errors }: TrainingParametersStepProps) {
  const { dataset, fileName } = values;
  return (
    <Stack gap="md">
      <StepHeading>Training Parameters</StepHeading>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LimitedNumberInputs fields={TRAINING} values={values} onChange={onChange} errors={errors} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="GPU type"
          withAsterisk
          data={GPU_TYPE_OPTIONS}
          value={values.accelerator_type}
          onChange={(type) => onChange({ accelerator_type: type as GpuType | null })}
          error={errors.accelerator_type}
        />
        <Select
          label="GPU count"
          withAsterisk
          data={GPU_COUNT_OPTIONS}
          value={values.accelerator_count === null ? null : String(values.accelerator_count)}
          onChange={(count) => onChange({ accelerator_count: count === null ? null : Number(count) })}
          error={errors.accelerator_count}
        />
      </SimpleGrid>
      {dataset && fileName && needsColumns(fileName) ? (
        <ColumnFields datasetId={dataset.id} fileName={fileName} values={values} onChange={onChange} errors={errors} />
      ) : (
        <Text size="sm" c="dimmed">
          {fileName} is plain text: the model trains on its text, with no columns to choose.
        </Text>
      )}
    </Stack>
  );
}
