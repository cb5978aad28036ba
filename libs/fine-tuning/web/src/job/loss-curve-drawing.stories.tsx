import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { lossCurve } from '../testing/fine-tune-fakes';
import LossCurveDrawing from './loss-curve-drawing';

/** The drawing LossChart loads on its own: dots while there are few points, a bare line after. */
const meta = {
  title: 'FineTuning/LossCurveDrawing',
  component: LossCurveDrawing,
  args: { loss: lossCurve(120), summary: 'Loss fell from 2.31 to 0.84 over 120 steps', height: 220 },
  decorators: [withFrame],
} satisfies Meta<typeof LossCurveDrawing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve points, each with its dot; the summary is the drawing's own description. */
export const FewPoints: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.recharts-line-dot')).toHaveLength(12);
    await expect(canvasElement.querySelector('svg desc')).toHaveTextContent('Loss fell from 2.31 to 0.84 over 120 steps');
  },
};

/** A long run: dots would blur into the line, so none. */
export const ManyPoints: Story = {
  args: { loss: lossCurve(1200), summary: 'Loss fell from 2.31 to 0.84 over 1200 steps' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('.recharts-line-dot')).toHaveLength(0);
  },
};
