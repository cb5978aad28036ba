import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCurrency, withFrame } from '@bagel/web-testing';
import { balanceStopped, failedDeployment, spendCapStopped, terminatedDeployment } from '../testing/deployment-fakes';
import { DeploymentEnding } from './deployment-ending';

/** Why an ended deployment stopped, on its card. */
const meta = {
  title: 'Deployments/DeploymentEnding',
  component: DeploymentEnding,
  args: { deployment: spendCapStopped() },
  decorators: [withFrame, withCurrency],
  parameters: { width: 480 },
} satisfies Meta<typeof DeploymentEnding>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At its cap: what it cost of what was allowed, in the user's currency. */
export const SpendCap: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stopped at its spend cap')).toBeVisible();
    await expect(canvas.getByText(/^It had cost 🥯 25.00 of the 🥯 25.00 you allowed/)).toBeVisible();
  },
};

export const SpendCapInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText(/^It had cost \$1.00 of the \$1.00 you allowed/)).toBeVisible(),
};

/** A cap since removed: the server's words, its token amounts in the user's currency. */
export const SpendCapRemovedSince: Story = {
  args: { deployment: spendCapStopped({ spend_cap: null, message: 'Stopped: it reached its spend cap of 25 tokens' }) },
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText('Stopped: it reached its spend cap of $1.00 USD')).toBeVisible(),
};

export const BalanceRanOut: Story = {
  args: { deployment: balanceStopped() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stopped: your balance ran out')).toBeVisible();
    await expect(canvas.getByText(/Buy Bagels to deploy again\.$/)).toBeVisible();
  },
};

export const FailedToStart: Story = {
  args: { deployment: failedDeployment() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('It failed to start')).toBeVisible();
    await expect(canvas.getByText('The model did not fit in the GPU’s memory.')).toBeVisible();
  },
};

export const FailedWhileRunning: Story = {
  args: { deployment: failedDeployment({ running_since: '2025-03-04T15:02:00.000Z', message: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('It failed while running')).toBeVisible();
    await expect(canvas.getByText('The pod stopped without saying why.')).toBeVisible();
  },
};

/** Terminated by its owner: a quiet line, no notice. */
export const Terminated: Story = {
  args: { deployment: terminatedDeployment() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Terminated. Billing stopped with it.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
