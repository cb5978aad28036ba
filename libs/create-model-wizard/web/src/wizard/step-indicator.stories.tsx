import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepIndicator } from './step-indicator';

/** Spec §2's step indicator at each width and path; `small` stands for a window under 768 px. */
const meta = {
  title: 'Create Model/StepIndicator',
  component: StepIndicator,
  args: { step: 1, modelType: null },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getByRole('group', { name: 'Progress' }).querySelectorAll('.mantine-Stepper-stepLabel')].map(
    (label) => label.textContent,
  );

export const FineTuneLarge: Story = {
  args: { step: 4, modelType: 'fine-tune', small: false },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual([
      'Model Type',
      'Model Details',
      'Dataset & Files',
      'Training Parameters',
      'Review & Start',
    ]);
  },
};

export const UploadLarge: Story = {
  args: { step: 3, modelType: 'upload', small: false },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Model Type', 'Model Details', 'Upload Files', 'Review']);
  },
};

/** Under 768 px: four labels, steps 3 and 4 of a fine-tune sharing the third. */
export const FineTuneSmall: Story = {
  args: { step: 4, modelType: 'hub', small: true },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Model Type', 'Model Details/Selection', 'Upload Files/Dataset & Parameters', 'Review']);
  },
};

/** The result: every step done. */
export const Done: Story = { args: { step: 6, modelType: 'fine-tune', small: false } };
