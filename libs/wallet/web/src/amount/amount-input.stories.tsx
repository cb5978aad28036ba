import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { AmountInput, type AmountInputProps } from './amount-input';

/** Holds the text the field reports, as the send and buy forms do. */
function TypedAmount(props: AmountInputProps) {
  const [value, setValue] = useState(props.value);
  return <AmountInput {...props} value={value} onChange={setValue} />;
}

/** The amount field of Send Bagel and Buy Bagels: digits and up to two decimals, with the currency's sign. */
const meta = {
  title: 'Wallet/AmountInput',
  component: AmountInput,
  render: (args) => <TypedAmount {...args} />,
  args: { label: 'Bagel Amount', value: '', unit: '🥯', onChange: fn() },
  decorators: [withFrame],
  parameters: { width: 360 },
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => canvas.getByRole('textbox', { name: /Bagel Amount/ });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAttribute('placeholder', '0.00');
    await expect(field(canvas)).toBeRequired();
    await expect(canvas.getByText('🥯')).toBeVisible();
  },
};

/** Letters and a third decimal are not taken: '12.5x67' reads 12.56. */
export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '12.5x67');
    await expect(field(canvas)).toHaveValue('12.56');
  },
};

export const InDollarsWithDescription: Story = {
  args: { unit: '$', value: '0.5', description: 'In USD; 🥯 12.50 will be sent (1 USD = 25 Bagels).' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$')).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription('In USD; 🥯 12.50 will be sent (1 USD = 25 Bagels).');
  },
};

export const WithError: Story = {
  args: { value: '1012.5', error: 'You need 🥯 12.50 more' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeInvalid();
    await expect(field(canvas)).toHaveAccessibleDescription('You need 🥯 12.50 more');
  },
};

export const Disabled: Story = {
  args: { value: '12.5', disabled: true },
  play: async ({ canvas }) => expect(field(canvas)).toBeDisabled(),
};
