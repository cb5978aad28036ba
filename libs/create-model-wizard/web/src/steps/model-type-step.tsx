import { Group, Radio, Stack, Text } from '@mantine/core';
import { MODEL_TYPE_DESCRIPTIONS, MODEL_TYPE_LABELS, MODEL_TYPES, type ModelType } from '../wizard/model-types';

export interface ModelTypeStepProps {
  value: ModelType | null;
  onChange: (type: ModelType) => void;
}

/** Step 1 (spec §2): upload, fine-tune, or a hub model; arrow keys move between the three, as in any radio group. */
export function ModelTypeStep({ value, onChange }: ModelTypeStepProps) {
  return (
    <Radio.Group label="Model type" value={value} onChange={(type) => onChange(type as ModelType)} withAsterisk>
      <Stack gap="sm" mt="xs">
        {MODEL_TYPES.map((type, index) => {
          // One stop for Tab, as in any radio group (the arrow keys move between the cards): the chosen card, or the first.
          const stop = value === null ? index === 0 : value === type;
          return (
            <Radio.Card
              key={type}
              value={type}
              radius="md"
              p="md"
              tabIndex={stop ? 0 : -1}
              // The sheet's focus trap starts on the choice (the chosen one after Back), as does a return to this step.
              data-autofocus={stop || undefined}
              autoFocus={stop}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{MODEL_TYPE_LABELS[type]}</Text>
                  <Text size="sm" c="dimmed">
                    {MODEL_TYPE_DESCRIPTIONS[type]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
