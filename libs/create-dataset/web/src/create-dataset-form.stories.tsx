import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { CreateDatasetForm } from './create-dataset-form';
import { EMPTY_DATASET_FORM, type DatasetFormValues } from './dataset-fields';

const filled: DatasetFormValues = {
  title: 'Poems of the sea',
  category: 'Book',
  details: 'Sea poems from the public domain, one a line.',
  tags: ['poetry', 'sea'],
  ipfs: 'yes',
};

/** The sheet's form (spec §2, §5): checked against the contract before onCreate is called. */
const meta = {
  title: 'Create Dataset/CreateDatasetForm',
  component: CreateDatasetForm,
  args: { initialValues: EMPTY_DATASET_FORM, creating: false, onCreate: fn(), onCancel: fn() },
  decorators: [withFrame],
} satisfies Meta<typeof CreateDatasetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Dataset Name/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Create on an empty form: the contract's messages under the fields, and nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription(
      'Choose a category: Book, Art, or Artificial intelligence',
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The values sent before a failure, back after Try again; Create sends them. */
export const Filled: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'YES' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove tag sea' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

const LONG_NAME = 'Customer reviews of 2024, cleaned, deduplicated and translated into English for the model';

/** A long name scrolls within its field. */
export const LongName: Story = {
  args: { initialValues: { ...filled, title: LONG_NAME } },
  play: async ({ canvas }) => expect(canvas.getByRole('textbox', { name: /Dataset Name/ })).toHaveValue(LONG_NAME),
};

/** Sent, no answer yet: spec §2's 'Please wait', every field and button disabled. */
export const Creating: Story = {
  args: { initialValues: filled, creating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Dataset Name/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

/** On a phone: every field and both buttons within the width. */
export const FilledOnPhone: Story = {
  args: { initialValues: filled },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const controls = [...canvas.getAllByRole('textbox'), ...canvas.getAllByRole('button')];
    await expect(insideFrame(canvasElement, controls)).toBe(true);
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
