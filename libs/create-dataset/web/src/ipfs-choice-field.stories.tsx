import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { IpfsChoiceField, type IpfsChoiceFieldProps } from './ipfs-choice-field';

/** The choice is kept in the story, as the form keeps it. */
function StatefulChoice(props: IpfsChoiceFieldProps) {
  const [choice, setChoice] = useState(props.value);
  return (
    <IpfsChoiceField
      {...props}
      value={choice}
      onChange={(next) => {
        props.onChange(next);
        setChoice(next);
      }}
    />
  );
}

/** Create Dataset's IPFS toggle (spec §2): YES or NO; the chosen one pressed again clears the choice. */
const meta = {
  title: 'Create Dataset/IpfsChoiceField',
  component: IpfsChoiceField,
  args: { value: null, onChange: fn() },
  render: (args) => <StatefulChoice {...args} />,
  decorators: [withFrame],
} satisfies Meta<typeof IpfsChoiceField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoChoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'IPFS' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'YES' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'NO' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const YesChosen: Story = {
  args: { value: 'yes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'YES' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'NO' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** NO pressed, then YES, then YES again: the choice moves, then clears. */
export const ChangingAndClearing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'NO' }));
    await userEvent.click(canvas.getByRole('button', { name: 'YES' }));
    await expect(canvas.getByRole('button', { name: 'YES' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'YES' }));
    await expect(canvas.getByRole('button', { name: 'YES' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** While the dataset is being created. */
export const Disabled: Story = {
  args: { value: 'no', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'YES' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'NO' })).toHaveAttribute('aria-pressed', 'true');
  },
};
