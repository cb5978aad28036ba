import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { failedJob, fineTuneJob, runningJob } from '../testing/fine-tune-fakes';
import { JobEvents } from './job-events';

/** The trainer's log, newest last, in a box of its own height. */
const meta = {
  title: 'FineTuning/JobEvents',
  component: JobEvents,
  args: { events: runningJob().events },
  decorators: [withFrame],
} satisfies Meta<typeof JobEvents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A warning is orange for the eye and says 'Warning:' to a screen reader. */
export const WithWarning: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Evaluation loss rose for one epoch')).toHaveTextContent('Warning: Evaluation loss rose for one epoch');
  },
};

export const WithError: Story = {
  args: { events: failedJob().events },
  play: async ({ canvas }) => expect(canvas.getByText('CUDA out of memory')).toHaveTextContent('Error: CUDA out of memory'),
};

export const JustQueued: Story = {
  args: { events: fineTuneJob().events },
  play: async ({ canvas }) => expect(canvas.getByText('Queued on Local simulator')).toBeVisible(),
};

/** More than the box holds: it scrolls, showing the newest at its end. */
export const ManyEvents: Story = {
  args: {
    events: Array.from({ length: 40 }, (_, index) => ({
      at: new Date(Date.UTC(2025, 2, 4, 15, index)).toISOString(),
      level: 'info' as const,
      message: `Epoch ${Math.ceil((index + 1) / 14)}: step ${(index + 1) * 3} of 120, loss ${(2.3 - index * 0.03).toFixed(2)}`,
    })),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Training events' });
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await waitFor(() => expect(box.scrollTop + box.clientHeight).toBeGreaterThanOrEqual(box.scrollHeight - 1));
  },
};
