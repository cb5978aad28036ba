import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { HubResultsSkeleton } from './hub-results-skeleton';

/** Hub search results while they load. */
const meta = {
  title: 'Hub/HubResultsSkeleton',
  component: HubResultsSkeleton,
  args: { label: 'Searching Hugging Face' },
  decorators: [withFrame],
} satisfies Meta<typeof HubResultsSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards in the real ones' shape; screen readers hear one busy status. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Searching Hugging Face' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('.mantine-Card-root')).toHaveLength(6);
  },
};

/** A phone's width: the cards stay inside it. */
export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvasElement }) => {
    await expect(insideFrame(canvasElement, [...canvasElement.querySelectorAll('.mantine-Card-root')])).toBe(true);
  },
};
