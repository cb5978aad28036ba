import { useId } from 'react';
import { Button, Checkbox, Collapse, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { LORA_TARGET_MODULES, SEGMENTATION_METHODS } from '@bagel/fine-tuning-contract';
import type { ChangeValues, LoraTargetModule, SegmentationMethod, WizardValues } from '../wizard/wizard-values';
import { LimitedNumberInputs, type LimitedFieldSpec } from './limited-number-inputs';

/** How the file is cut into training text. */
const CHUNKING: LimitedFieldSpec[] = [
  { field: 'max_chunk_size', label: 'Max chunk size' },
  { field: 'stride', label: 'Stride' },
  { field: 'min_segment_length', label: 'Min segment length' },
];

/** The hub path's split and LoRA settings, whose hints give their range (spec §5). */
const LORA: LimitedFieldSpec[] = [
  { field: 'train_test_split', label: 'Train/test split', withMax: true },
  { field: 'lora_r', label: 'LoRA rank', withMax: true },
  { field: 'lora_dropout', label: 'LoRA dropout', withMax: true },
];

export interface AdvancedOptionsProps {
  values: WizardValues;
  onChange: ChangeValues;
  opened: boolean;
  onToggle: () => void;
}

/**
 * Spec §2's 'Advanced Options' of Dataset & Files: how the file is cut into training text, and on the hub path the
 * split and LoRA settings. Closed unless opened, or opened by a saved config that changes a default (spec §4).
 */
export function AdvancedOptions({ values, onChange, opened, onToggle }: AdvancedOptionsProps) {
  const panelId = useId();
  const hub = values.modelType === 'hub';
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          px={0}
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        >
          Advanced Options
        </Button>
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <LimitedNumberInputs fields={CHUNKING} values={values} onChange={onChange} />
            <Select
              label="Segmentation method"
              data={SEGMENTATION_METHODS}
              value={values.segmentation_method}
              allowDeselect={false}
              onChange={(method) => method && onChange({ segmentation_method: method as SegmentationMethod })}
            />
          </SimpleGrid>
          {hub && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <LimitedNumberInputs fields={LORA} values={values} onChange={onChange} />
              </SimpleGrid>
              <Checkbox.Group
                label="LoRA target modules"
                value={values.lora_target_modules}
                onChange={(modules) => onChange({ lora_target_modules: modules as LoraTargetModule[] })}
              >
                <SimpleGrid cols={{ base: 2, xs: 4 }} mt="xs">
                  {LORA_TARGET_MODULES.map((module) => (
                    <Checkbox key={module} value={module} label={module} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
