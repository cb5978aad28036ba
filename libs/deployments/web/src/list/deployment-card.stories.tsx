import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type AppStoryParameters, withCurrency } from '@bagel/web-testing';
import { deploymentsFetch, runningDeployment } from '../testing/deployment-fakes';
import { DeploymentCard } from './deployment-card';

/** One deployment's card, as /my-deployments lists it. */
const meta = {
  title: 'Deployments/DeploymentCard',
  component: DeploymentCard,
  decorators: [withCurrency],
  args: { deployment: runningDeployment() },
  parameters: { route: '/my-deployments', fetch: deploymentsFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof DeploymentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model with its own chat template: nothing to say about templates. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'support-bot-llama' })).toBeVisible();
    await expect(canvas.queryByText(/plain chat template/)).toBeNull();
  },
};

/** A base model (no chat template of its own): its pod chats through the platform's plain template, and the card says so. */
export const PlainChatTemplate: Story = {
  args: { deployment: runningDeployment({ model_name: 'meta-llama/Llama-3.2-1B', plain_chat_template: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Served with a plain chat template: this model has none of its own')).toBeVisible();
  },
};
