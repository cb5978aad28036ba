import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCurrency, withFrame } from '@bagel/web-testing';
import { failedJob, fineTuneJob, runningJob, succeededJob } from '../testing/fine-tune-fakes';
import { JobCost } from './job-cost';

/** What the job costs: the estimate held while it trains, then the charge and what came back. */
const meta = {
  title: 'FineTuning/JobCost',
  component: JobCost,
  args: { job: runningJob() },
  decorators: [withCurrency, withFrame],
} satisfies Meta<typeof JobCost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Held: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('🥯 120.00')).toBeVisible();
    await expect(canvas.getByText(/The estimate is held from your balance/)).toBeVisible();
  },
};

export const HeldInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText('$4.80')).toBeVisible(),
};

/** Ended, charge not worked out yet. */
export const Settling: Story = {
  args: { job: succeededJob({ charged_bgl: null }) },
  play: async ({ canvas }) => expect(canvas.getByText('Settling the final charge…')).toBeVisible(),
};

/** 120 held, 96.50 charged, 23.50 given back. */
export const Settled: Story = {
  args: { job: succeededJob() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('🥯 96.50')).toBeVisible();
    await expect(canvas.getByText('🥯 23.50')).toBeVisible();
    await expect(canvas.getByText('Of the 🥯 120.00 held when training started.')).toBeVisible();
  },
};

export const SettledInDollars: Story = {
  args: { job: succeededJob() },
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$3.86')).toBeVisible();
    await expect(canvas.getByText('$0.94')).toBeVisible();
  },
};

/** Failed early: charged for what ran. */
export const FailedEarly: Story = {
  args: { job: failedJob() },
  play: async ({ canvas }) => expect(canvas.getByText('🥯 90.00')).toBeVisible(),
};

/** Not started yet: the whole estimate is held. */
export const Queued: Story = {
  args: { job: fineTuneJob() },
  play: async ({ canvas }) => expect(canvas.getByText('Held')).toBeVisible(),
};
