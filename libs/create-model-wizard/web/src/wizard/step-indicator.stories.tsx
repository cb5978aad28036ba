import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
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
    await expect(labels(canvasElement)).toEqual(['Model Type', 'Selection', 'Dataset & Parameters', 'Review']);
  },
};

/** The labels' boxes, and the box they must stay inside. */
function boxes(canvasElement: HTMLElement) {
  const indicator = within(canvasElement).getByRole('group', { name: 'Progress' });
  const labelBoxes = [...indicator.querySelectorAll('.mantine-Stepper-stepLabel')].map((label) => label.getBoundingClientRect());
  return { outer: indicator.getBoundingClientRect(), labelBoxes };
}

/** Each label inside the indicator, clear of its neighbours, and not cut (its text's full width shown). */
async function expectEveryLabelWhole(canvasElement: HTMLElement) {
  const { outer, labelBoxes } = boxes(canvasElement);
  for (const [index, box] of labelBoxes.entries()) {
    await expect(box.left).toBeGreaterThanOrEqual(outer.left);
    await expect(box.right).toBeLessThanOrEqual(outer.right);
    const next = labelBoxes[index + 1];
    if (next) await expect(box.right).toBeLessThanOrEqual(next.left);
  }
  for (const label of within(canvasElement).getByRole('group', { name: 'Progress' }).querySelectorAll('.mantine-Stepper-stepLabel')) {
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  }
}

/** The indicator in a box as wide as the sheet's content at a window width (the sheet's padding is 2 × 16 px). */
const inSheetOf = (windowWidth: number): Decorator => {
  const SheetContent: Decorator = (Story) => (
    <div style={{ width: Math.min(windowWidth, 780) - 32 }}>
      <Story />
    </div>
  );
  return SheetContent;
};

/** The narrowest phone (320 px) on a fine-tune: every label whole, the long ones on two lines. */
export const FineTuneOnNarrowestPhone: Story = {
  args: { step: 3, modelType: 'fine-tune', small: true },
  decorators: [inSheetOf(320)],
  play: async ({ canvasElement }) => expectEveryLabelWhole(canvasElement),
};

/** The narrowest phone on the upload path: its own labels. */
export const UploadOnNarrowestPhone: Story = {
  args: { step: 2, modelType: 'upload', small: true },
  decorators: [inSheetOf(320)],
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Model Type', 'Model Details', 'Upload Files', 'Review']);
    await expectEveryLabelWhole(canvasElement);
  },
};

/** Just under the large layout (767 px): the four labels spread out, the long third still on two lines. */
export const FineTuneOnWidestSmall: Story = {
  args: { step: 4, modelType: 'fine-tune', small: true },
  decorators: [inSheetOf(767)],
  play: async ({ canvasElement }) => expectEveryLabelWhole(canvasElement),
};

/** 768 px, the large layout's narrowest: five labels, Training Parameters on two lines. */
export const FineTuneOnNarrowestLarge: Story = {
  args: { step: 4, modelType: 'fine-tune', small: false },
  decorators: [inSheetOf(768)],
  play: async ({ canvasElement }) => expectEveryLabelWhole(canvasElement),
};

/** The result: every step done. */
export const Done: Story = { args: { step: 6, modelType: 'fine-tune', small: false } };
