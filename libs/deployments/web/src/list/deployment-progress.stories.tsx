import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getDeploymentProgress } from '@bagel/deployments-contract';
import { type AppStoryParameters, fakeRoute, never, withFrame } from '@bagel/web-testing';
import { deployment, deploymentsFetch, startingDeployment } from '../testing/deployment-fakes';
import { DeploymentProgress } from './deployment-progress';

/** A starting deployment's progress on its card; the fake pod says it is 45% loaded. */
const meta = {
  title: 'Deployments/DeploymentProgress',
  component: DeploymentProgress,
  args: { deployment: startingDeployment({ progress: 10, deployment_progress: 10 }) },
  decorators: [withFrame],
  parameters: { width: 480, fetch: deploymentsFetch() } satisfies AppStoryParameters & { width: number },
} satisfies Meta<typeof DeploymentProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pod's answer replaces the list's figure: what it does and how far it got. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('45%')).toBeVisible();
    await expect(canvas.getByText('Loading the model onto the GPU')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Starting support-bot-llama' })).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Until the pod answers, the list's own figure stands in. */
export const WaitingForTheFirstAnswer: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentProgress, never)]) },
  play: async ({ canvas }) => expect(canvas.getByText('10%')).toBeVisible(),
};

/** Just asked for, with no message yet: 'Starting' at 0%. */
export const JustAskedFor: Story = {
  args: { deployment: deployment({ message: null }) },
  parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentProgress, never)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starting')).toBeVisible();
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};
