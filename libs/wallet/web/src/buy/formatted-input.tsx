import { useLayoutEffect, useRef, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface FormattedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Turns what is in the field after an edit into what it should show. */
  format: (text: string) => string;
  ref?: Ref<HTMLInputElement>;
}

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The position just after the `digits`-th digit of `text`. */
function afterDigits(text: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (seen === digits) return index;
    if (/\d/.test(text.charAt(index))) seen++;
  }
  return text.length;
}

/**
 * A text field that formats its text as it is typed (spaces in a card number, the slash of an expiry).
 * A formatted value moves the caret to the end, so an edit in the middle puts it back after the same digit.
 */
export function FormattedInput({ value, onValueChange, format, ref, ...props }: FormattedInputProps) {
  const caret = useRef<{ input: HTMLInputElement; position: number } | null>(null);
  useLayoutEffect(() => {
    if (!caret.current) return;
    const { input, position } = caret.current;
    caret.current = null;
    input.setSelectionRange(position, position);
  });

  return (
    <TextInput
      {...props}
      ref={ref}
      value={value}
      onChange={(event) => {
        const input = event.currentTarget;
        const formatted = format(input.value);
        const at = input.selectionStart;
        if (at !== null && at < input.value.length)
          caret.current = { input, position: afterDigits(formatted, digitCount(input.value.slice(0, at))) };
        onValueChange(formatted);
      }}
    />
  );
}
