import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { lossCurve } from '../testing/fine-tune-fakes';
import { LossChart } from './loss-chart';

/** Training loss by step; screen readers get a one-sentence summary instead of the drawing. */
const meta = {
  title: 'FineTuning/LossChart',
  component: LossChart,
  args: { loss: lossCurve(120) },
  decorators: [withFrame],
} satisfies Meta<typeof LossChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing trained yet: a sentence where the curve will be. */
export const NotStarted: Story = {
  args: { loss: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The loss curve appears once training starts')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Training loss' })).not.toHaveAttribute('aria-describedby');
  },
};

/** The whole curve: the figure is described by its summary (the drawing itself, a chunk of its own, has its story). */
export const Trained: Story = {
  play: async ({ canvas }) =>
    expect(canvas.getByRole('figure', { name: 'Training loss' })).toHaveAccessibleDescription('Loss fell from 2.31 to 0.84 over 120 steps'),
};

/** A single point so far: the summary says where the loss is. */
export const FirstPoint: Story = {
  args: { loss: lossCurve(10) },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('figure', { name: 'Training loss' })).toHaveAccessibleDescription('Loss was 0.84 at step 10'),
};
