import { useId } from 'react';
import { Button, Group, Input, Stack } from '@mantine/core';
import type { IpfsChoice } from './dataset-fields';

export interface IpfsChoiceFieldProps {
  value: IpfsChoice;
  onChange: (choice: IpfsChoice) => void;
  disabled?: boolean;
}

const CHOICES = [
  { choice: 'yes', label: 'YES' },
  { choice: 'no', label: 'NO' },
] as const;

/** Spec §2: YES/NO toggle buttons; pressing the chosen one again clears the choice (and no choice means NO). */
export function IpfsChoiceField({ value, onChange, disabled }: IpfsChoiceFieldProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} component="div">
        IPFS
      </Input.Label>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {CHOICES.map(({ choice, label }) => (
          <Button
            key={choice}
            variant={value === choice ? 'filled' : 'default'}
            aria-pressed={value === choice}
            onClick={() => onChange(value === choice ? null : choice)}
            disabled={disabled}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
