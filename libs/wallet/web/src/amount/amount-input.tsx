import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { nextAmountText } from './amount-text';

export interface AmountInputProps {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** Shown before the text: the bagel emoji or a dollar sign. */
  unit: string;
  disabled?: boolean;
}

/** A text field that only takes an amount as the spec allows: digits, and up to 2 decimals; other text is read as such an amount. */
export function AmountInput({ label, value, onChange, error, description, unit, disabled }: AmountInputProps) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(nextAmountText(event.currentTarget.value))}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      leftSection={<span aria-hidden>{unit}</span>}
      error={error}
      description={description}
      disabled={disabled}
      required
    />
  );
}
