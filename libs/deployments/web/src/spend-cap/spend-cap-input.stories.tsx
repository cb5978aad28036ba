import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withCurrency, withFrame } from '@bagel/web-testing';
import { SpendCapInput, type SpendCapInputProps } from './spend-cap-input';

/** Holds the value, as the deploy dialog and the spend cap dialog do. */
function Capped(props: SpendCapInputProps) {
  const [value, setValue] = useState(props.value);
  return <SpendCapInput {...props} value={value} onChange={setValue} />;
}

/** The spend cap field of the deploy dialog and of Edit on a card: always in Bagels. */
const meta = {
  title: 'Deployments/SpendCapInput',
  component: SpendCapInput,
  render: (args) => <Capped {...args} />,
  args: { value: '', onChange: fn(), description: 'Leave it empty for no cap.' },
  decorators: [withFrame, withCurrency],
  parameters: { width: 420 },
} satisfies Meta<typeof SpendCapInput>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Spend cap (BGL)' });

export const NoCap: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAttribute('placeholder', 'No cap');
    await expect(field(canvas)).toHaveAccessibleDescription('Leave it empty for no cap.');
  },
};

/** Thousands grouped, two decimals at most, no minus sign. */
export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '-12345.678');
    await expect(field(canvas)).toHaveValue('12,345.67');
  },
};

/** In dollars the cap is still Bagels; the description says what it is worth. */
export const InDollars: Story = {
  args: { value: 250 },
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(field(canvas)).toHaveAccessibleDescription('Leave it empty for no cap. That is $10.00.'),
};

export const WithError: Story = {
  args: { value: 10, error: 'A spend cap must be more than the 🥯 12.50 it has cost so far and at most 🥯 1,000,000.00.' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeInvalid();
    await expect(canvas.getByText(/^A spend cap must be more than/)).toBeVisible();
  },
};
