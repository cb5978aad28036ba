import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  balanceStopped,
  deployment,
  failedDeployment,
  runningDeployment,
  spendCapStopped,
  startingDeployment,
  terminatedDeployment,
} from '../testing/deployment-fakes';
import { DeploymentStatusBadge } from './deployment-status-badge';

/** The badge beside a deployment's model name. */
const meta = {
  title: 'Deployments/DeploymentStatusBadge',
  component: DeploymentStatusBadge,
  args: { deployment: runningDeployment() },
} satisfies Meta<typeof DeploymentStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const reads =
  (label: string): Story['play'] =>
  async ({ canvas }) =>
    expect(canvas.getByText(label)).toBeVisible();

export const Pending: Story = { args: { deployment: deployment() }, play: reads('Pending') };
export const Provisioning: Story = { args: { deployment: deployment({ status: 'provisioning' }) }, play: reads('Provisioning') };
export const LoadingModel: Story = { args: { deployment: startingDeployment() }, play: reads('Loading model') };
export const Running: Story = { play: reads('Running') };
export const Failed: Story = { args: { deployment: failedDeployment() }, play: reads('Failed') };
export const Terminated: Story = { args: { deployment: terminatedDeployment() }, play: reads('Terminated') };

/** Stopped by the server (spend cap or balance): 'Stopped', not 'Terminated', so nobody thinks they did it. */
export const StoppedAtSpendCap: Story = { args: { deployment: spendCapStopped() }, play: reads('Stopped') };
export const StoppedForBalance: Story = { args: { deployment: balanceStopped() }, play: reads('Stopped') };
