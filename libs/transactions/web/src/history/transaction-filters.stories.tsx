import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { TransactionFilters, type TransactionFiltersProps } from './transaction-filters';

/** Holds the filters, as the history panel does, and reports each change to `onChange`. */
function Filtering(props: TransactionFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TransactionFilters
      value={value}
      onChange={(filters) => {
        setValue(filters);
        props.onChange(filters);
      }}
    />
  );
}

/** Type, date and search above the history list. */
const meta = {
  title: 'Transactions/TransactionFilters',
  component: TransactionFilters,
  render: (args) => <Filtering {...args} />,
  args: { value: {}, onChange: fn() },
  decorators: [withFrame],
  parameters: { width: 640 },
} satisfies Meta<typeof TransactionFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('All');
    await expect(canvas.getByLabelText('Date')).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Transaction ID or description');
  },
};

export const Chosen: Story = {
  args: { value: { type: 'refund', date: '2025-03-01', q: 'image' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('Refund');
    await expect(canvas.getByLabelText('Date')).toHaveValue('2025-03-01');
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('image');
  },
};

/** A type picked applies at once; a search once the typing stops, trimmed. */
export const TypeAndSearch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deposit' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'deposit' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), ' grant ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ type: 'deposit', q: 'grant' }));
  },
};

/** A day typed past the picker's max: the field says why, the filters keep the last good day. */
export const FutureDate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2999-01-01');
    await expect(await canvas.findByText('The date cannot be in the future')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ date: '2999-01-01' }));
  },
};

/** On a phone the search takes a row of its own; nothing runs past the edge. */
export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('textbox', { name: 'Search' });
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(canvas.getByLabelText('Date').getBoundingClientRect().bottom);
    await expect(insideFrame(canvasElement, [search, canvas.getByLabelText('Date')])).toBe(true);
  },
};
