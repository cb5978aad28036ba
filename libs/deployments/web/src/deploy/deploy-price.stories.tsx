import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getDeploymentCost } from '@bagel/deployments-contract';
import { type AppStoryParameters, failure, never, withCurrency, withFrame, fakeRoute } from '@bagel/web-testing';
import { deploymentsFetch } from '../testing/deployment-fakes';
import { DeployPrice } from './deploy-price';

/** The GPU and its price in the deploy section: an A100 at 🥯 29.75 an hour. */
const meta = {
  title: 'Deployments/DeployPrice',
  component: DeployPrice,
  decorators: [withFrame, withCurrency],
  parameters: { width: 560, fetch: deploymentsFetch() } satisfies AppStoryParameters & { width: number },
} satisfies Meta<typeof DeployPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InBagels: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^NVIDIA Tesla A100 40GB × 1:/)).toHaveTextContent(
      'NVIDIA Tesla A100 40GB × 1: 🥯 29.75 per hour (🥯 0.50 per minute), billed by the started minute while it runs.',
    );
  },
};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(await canvas.findByText('$1.19 per hour ($0.02 per minute)')).toBeVisible(),
};

export const Loading: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentCost, never)]) },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading the price' })).toBeVisible(),
};

export const Failed: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentCost, failure(503, 'The GPU provider is not answering'))]) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The price could not be loaded');
    await expect(alert).toHaveTextContent('The GPU provider is not answering');
  },
};
