import { Autocomplete, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { GPU_COUNTS, GPU_OPTIONS, GPU_TYPES, needsColumns, type GpuType } from '@bagel/contract';
import { useFileColumns } from '../data/use-file-columns';
import { StepHeading } from '../wizard/step-heading';
import type { ChangeValues, WizardValues } from '../wizard/wizard-values';
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

/** Spec §5: a file that is not plain text trains from one column towards another. */
const COLUMN_FIELDS = [
  { field: 'input_column', label: 'Input column', description: 'The column the model reads' },
  { field: 'output_column', label: 'Output column', description: 'The column it learns to write' },
] as const;

export interface TrainingParametersStepProps {
  values: WizardValues;
  onChange: ChangeValues;
}

/**
 * Step 4 of the fine-tune paths (spec §2, §9): epochs, learning rate, batch sizes, gradient accumulation, the GPU and
 * how many, and for a file that is not plain text the columns to train from and towards.
 */
export function TrainingParametersStep({ values, onChange }: TrainingParametersStepProps) {
  const columns = useFileColumns(values.dataset?.id ?? null, values.fileName);
  const withColumns = values.fileName !== null && needsColumns(values.fileName);
  return (
    <Stack gap="md">
      <StepHeading>Training Parameters</StepHeading>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LimitedNumberInputs fields={TRAINING} values={values} onChange={onChange} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="GPU type"
          withAsterisk
          data={GPU_TYPE_OPTIONS}
          value={values.accelerator_type}
          onChange={(type) => onChange({ accelerator_type: type as GpuType | null })}
        />
        <Select
          label="GPU count"
          withAsterisk
          data={GPU_COUNT_OPTIONS}
          value={values.accelerator_count === null ? null : String(values.accelerator_count)}
          onChange={(count) => onChange({ accelerator_count: count === null ? null : Number(count) })}
        />
      </SimpleGrid>
      {withColumns ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {COLUMN_FIELDS.map(({ field, label, description }) => (
            <Autocomplete
              key={field}
              label={label}
              description={description}
              withAsterisk
              data={columns}
              value={values[field]}
              onChange={(column) => onChange({ [field]: column })}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {values.fileName} is plain text: the model trains on its text, with no columns to choose.
        </Text>
      )}
    </Stack>
  );
}
