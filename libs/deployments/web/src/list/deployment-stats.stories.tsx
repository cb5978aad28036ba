import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getDeploymentStats } from '@bagel/deployments-contract';
import { type AppStoryParameters, failure, insideFrame, never, PHONE_PX, withCurrency, withFrame, fakeRoute } from '@bagel/web-testing';
import { deploymentsFetch, runningDeployment, startingDeployment, terminatedDeployment } from '../testing/deployment-fakes';
import { DeploymentStats } from './deployment-stats';

/** The totals above the deployment cards: one running, one starting, one ended. */
const meta = {
  title: 'Deployments/DeploymentStats',
  component: DeploymentStats,
  args: { polling: false },
  decorators: [withFrame, withCurrency],
  parameters: {
    fetch: deploymentsFetch([], [runningDeployment(), startingDeployment({ pod_id: 'pod-2' }), terminatedDeployment({ pod_id: 'pod-3' })]),
  } satisfies AppStoryParameters,
} satisfies Meta<typeof DeploymentStats>;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('3');
    await expect(figures(canvasElement)).toEqual(['Running: 1', 'Pending: 1', 'Total: 3', 'Total cost: 🥯 16.00']);
  },
};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(await canvas.findByText('$0.64')).toBeVisible(),
};

/** Nothing deployed yet: zeros, not blanks. */
export const Empty: Story = {
  parameters: { fetch: deploymentsFetch([], []) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('🥯 0.00');
    await expect(figures(canvasElement)).toEqual(['Running: 0', 'Pending: 0', 'Total: 0', 'Total cost: 🥯 0.00']);
  },
};

/** On their way: the four labels with skeletons, the list busy. */
export const Loading: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentStats, never)]) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(figures(canvasElement)).toEqual(['Running: ', 'Pending: ', 'Total: ', 'Total cost: ']);
  },
};

export const Failed: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentStats, failure(500, 'The database is not answering'))]) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the totals');
    await expect(alert).toHaveTextContent('The database is not answering');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** At a phone's width a large total stays inside. */
export const LargeCostOnPhone: Story = {
  parameters: {
    width: PHONE_PX,
    fetch: deploymentsFetch([], [runningDeployment({ cost_so_far: 987_654.25 })]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [await canvas.findByText('🥯 987,654.25')])).toBe(true);
  },
};
