import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { JobStatusBadge } from './job-status-badge';

/** The job's state at the top of the panel, in words and colour. */
const meta = {
  title: 'FineTuning/JobStatusBadge',
  component: JobStatusBadge,
  args: { status: 'queued' },
  decorators: [withFrame],
} satisfies Meta<typeof JobStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = { play: async ({ canvas }) => expect(canvas.getByText('Queued')).toBeVisible() };

export const Training: Story = {
  args: { status: 'running' },
  play: async ({ canvas }) => expect(canvas.getByText('Training')).toBeVisible(),
};

export const Finished: Story = {
  args: { status: 'succeeded' },
  play: async ({ canvas }) => expect(canvas.getByText('Finished')).toBeVisible(),
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas }) => expect(canvas.getByText('Failed')).toBeVisible(),
};
