import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { failedJob, fineTuneJob, runningJob, succeededJob } from '../testing/fine-tune-fakes';
import { JobProgress } from './job-progress';

/** The step reached and the share done, with its bar. */
const meta = {
  title: 'FineTuning/JobProgress',
  component: JobProgress,
  args: { job: runningJob() },
  decorators: [withFrame],
} satisfies Meta<typeof JobProgress>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const bar = (canvas: Canvas) => canvas.getByRole('progressbar', { name: 'Training progress' });

export const Queued: Story = {
  args: { job: fineTuneJob() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 0 of 120')).toBeVisible();
    await expect(bar(canvas)).toHaveAttribute('aria-valuenow', '0');
  },
};

export const HalfWay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 60 of 120')).toBeVisible();
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(bar(canvas)).toHaveAttribute('aria-valuenow', '50');
  },
};

export const Finished: Story = {
  args: { job: succeededJob() },
  play: async ({ canvas }) => expect(canvas.getByText('100%')).toBeVisible(),
};

/** Stopped where it failed, its bar red. */
export const Failed: Story = {
  args: { job: failedJob() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 30 of 120')).toBeVisible();
    await expect(bar(canvas)).toHaveAttribute('aria-valuenow', '25');
  },
};

/** The trainer has not counted the steps yet: the step alone. */
export const StepsUnknown: Story = {
  args: { job: fineTuneJob({ status: 'running', total_steps: null, step: 4, progress: 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4')).toBeVisible();
    await expect(canvas.getByText('3%')).toBeVisible();
  },
};

/** A progress that is not a number counts as 0, one past 100 as 100 (spec §9). */
export const ProgressOutOfRange: Story = {
  args: { job: runningJob({ progress: 140 }) },
  play: async ({ canvas }) => expect(bar(canvas)).toHaveAttribute('aria-valuenow', '100'),
};
