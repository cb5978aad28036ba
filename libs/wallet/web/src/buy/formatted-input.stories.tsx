import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { formatCardNumber, formatExpiry } from './card-fields';
import { FormattedInput, type FormattedInputProps } from './formatted-input';

/** Holds the formatted text, as the sandbox card form does. */
function Typed(props: FormattedInputProps) {
  const [value, setValue] = useState(props.value);
  return <FormattedInput {...props} value={value} onValueChange={setValue} />;
}

/** A field of the sandbox card form, formatted as it is typed. */
const meta = {
  title: 'Wallet/FormattedInput',
  component: FormattedInput,
  render: (args) => <Typed {...args} />,
  args: { label: 'Card number', value: '', format: formatCardNumber, onValueChange: fn(), placeholder: '1234 1234 1234 1234' },
  decorators: [withFrame],
  parameters: { width: 360 },
} satisfies Meta<typeof FormattedInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  },
};

/** A digit typed in the middle: the groups move, the caret stays after it. */
export const EditInTheMiddle: Story = {
  args: { value: '4242 4242' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('4294 2424 2');
    await expect(input.selectionStart).toBe(3);
  },
};

export const Expiry: Story = {
  args: { label: 'Expiry date', format: formatExpiry, placeholder: 'MM / YY' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '1234');
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12 / 34');
  },
};

export const WithError: Story = {
  args: { value: '4242 4242 4242 4241', error: 'Your card number is invalid.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Your card number is invalid.');
  },
};
