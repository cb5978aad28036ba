import { Divider, Stack, Table, Text } from '@mantine/core';
import { GPU_OPTIONS } from '@bagel/contract';
import type { FineTunePayloadInput, FineTuneValidation } from '@bagel/fine-tuning-contract';
import { MODEL_TYPE_LABELS } from '../wizard/model-types';
import { StepHeading } from '../wizard/step-heading';
import type { WizardValues } from '../wizard/wizard-values';
import { CostEstimate } from './cost-estimate';
import { SaveConfig } from './save-config';

export interface ReviewStepProps {
  values: WizardValues;
  validation: FineTuneValidation;
  payload: FineTunePayloadInput | null;
}

/** Step 5 (spec §2): what will be trained, what it should cost, and the chance to keep the settings as a template. */
export function ReviewStep({ values, validation, payload }: ReviewStepProps) {
  const gpu = values.accelerator_type ? GPU_OPTIONS[values.accelerator_type].label : '—';
  const rows: [string, string][] = [
    ['Model name', values.name.trim()],
    ['Model type', values.modelType ? MODEL_TYPE_LABELS[values.modelType] : '—'],
    ['Base model', values.baseModel?.title ?? '—'],
    ['Dataset', values.dataset?.title ?? '—'],
    ['File', values.fileName ?? '—'],
    ['Epochs', String(values.epochs)],
    ['Learning rate', String(values.learning_rate)],
    ['GPU', `${values.accelerator_count ?? '—'} × ${gpu}`],
  ];
  return (
    <Stack gap="md">
      <StepHeading>Review & Start</StepHeading>
      <Table variant="vertical" layout="fixed" withTableBorder aria-label="Summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CostEstimate validation={validation} />
      <Text size="sm" c="dimmed">
        Create Model starts the fine-tune; its estimate is held from your balance while it runs.
      </Text>
      <Divider />
      <SaveConfig payload={payload} />
    </Stack>
  );
}
