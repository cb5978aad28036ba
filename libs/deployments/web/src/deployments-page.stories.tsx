import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { getDeploymentStats, listUserDeployments, terminateDeployment } from '@bagel/deployments-contract';
import type { Deployment } from '@bagel/deployments-contract';
import { type AppStoryParameters, failure, fakeRoute, moduleFailingOnce, moduleNeverIn, never, withCurrency } from '@bagel/web-testing';
import { DeploymentsPage } from './deployments-page';
import {
  balanceStopped,
  deploymentsFetch,
  failedDeployment,
  OTHER_POD_ID,
  runningDeployment,
  spendCapStopped,
  startingDeployment,
  terminatedDeployment,
} from './testing/deployment-fakes';

/** /my-deployments as alice sees it: the totals, then a card per deployment, newest first. */
const meta = {
  title: 'Deployments/DeploymentsPage',
  component: DeploymentsPage,
  decorators: [withCurrency],
  parameters: { route: '/my-deployments', fetch: deploymentsFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof DeploymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const only = (...deployments: Deployment[]) => ({ fetch: deploymentsFetch([], deployments) });

export const Loading: Story = {
  parameters: {
    fetch: deploymentsFetch([fakeRoute(listUserDeployments, never), fakeRoute(getDeploymentStats, never)]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading deployments' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: only(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No deployments yet' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    fetch: deploymentsFetch([
      fakeRoute(listUserDeployments, failure(503, 'The database is not reachable right now. Please try again shortly.')),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Loading the model onto its GPU, 45% of the way; the bar follows the progress call every 2 s. */
/** The list is in; the cards, a module of their own, are still on their way. */
export const CardsLoading: Story = {
  args: { cardsModule: moduleNeverIn() },
  parameters: only(runningDeployment()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: "Loading your deployments' cards" })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open playground' })).toBeNull();
  },
};

/** Their module could not be fetched (a dropped connection, a release that replaced it): Try again fetches it anew. */
export const CardsUnavailable: Story = {
  args: {
    cardsModule: moduleFailingOnce(() => import('./list/deployment-cards')),
  },
  parameters: only(runningDeployment()),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Could not show your deployments')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: 'Open playground' })).toBeVisible();
  },
};

export const Starting: Story = {
  parameters: only(startingDeployment()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Starting support-bot-llama' })).toBeInTheDocument();
  },
};

/** The provider runs the pod, but its model server does not answer yet: not billed, still loading. */
export const WaitingForTheModelServer: Story = {
  parameters: only(
    startingDeployment({ progress: 72, deployment_progress: 72, message: 'Loading the model: the server is not answering yet' }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the model: the server is not answering yet')).toBeVisible();
  },
};

/** Its model server never answered within the start-up deadline: the server's last answer says why. */
export const ModelServerNeverStarted: Story = {
  parameters: only(
    failedDeployment({
      progress: 98,
      deployment_progress: 98,
      message: 'The model server did not start within 20 minutes: last answer 502 Bad Gateway; its container kept restarting',
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/its container kept restarting/)).toBeVisible();
  },
};

/** Up and billed by the minute, with a spend cap and the way into its playground. */
export const Running: Story = {
  parameters: only(runningDeployment()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Open playground' })).toBeVisible();
  },
};

export const RunningInDollars: Story = {
  parameters: { ...only(runningDeployment()), currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$1.19')).toBeVisible();
  },
};

/** The server stopped it once it had cost what alice allowed. */
export const StoppedBySpendCap: Story = {
  parameters: only(spendCapStopped()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stopped at its spend cap')).toBeVisible();
  },
};

export const StoppedByBalance: Story = {
  parameters: only(balanceStopped()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stopped: your balance ran out')).toBeVisible();
  },
};

export const Terminated: Story = { parameters: only(terminatedDeployment()) };

export const FailedToStart: Story = { parameters: only(failedDeployment()) };

/** It ran, then its pod went away at the provider. */
export const FailedWhileRunning: Story = {
  parameters: only(
    failedDeployment({
      running_since: '2025-03-04T15:02:00.000Z',
      cost_so_far: 4.5,
      message: 'The pod is gone: the provider no longer has it',
    }),
  ),
};

/** The cards loaded but the totals did not: the totals say so and offer a retry. */
export const TotalsFailed: Story = {
  parameters: {
    fetch: deploymentsFetch([fakeRoute(getDeploymentStats, failure(503, 'The totals are not reachable right now.'))]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load the totals')).toBeVisible();
  },
};

/** Every kind of card at once, as a designer would check them side by side. */
export const Several: Story = {
  parameters: only(
    startingDeployment({ pod_id: OTHER_POD_ID, model_name: 'qwen-support-7b' }),
    runningDeployment(),
    spendCapStopped({ pod_id: 'c1', model_name: 'llama-faq' }),
    terminatedDeployment({ pod_id: 'c2', model_name: 'legal-summariser' }),
  ),
};

export const ConfirmTerminate: Story = {
  parameters: only(runningDeployment()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminate' }));
    await expect(await screen.findByRole('dialog', { name: 'Terminate deployment' })).toBeVisible();
  },
};

/** Terminating failed: the Error notice with the server's words, in the dialog so it can be tried again. */
export const TerminateFailed: Story = {
  parameters: {
    fetch: deploymentsFetch([fakeRoute(terminateDeployment, failure(502, 'The GPU provider did not answer. Please try again.'))]),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Terminate deployment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Terminate' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The GPU provider did not answer.');
  },
};

export const EditSpendCap: Story = {
  parameters: only(runningDeployment()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit the spend cap of support-bot-llama' }));
    await expect(await screen.findByRole('dialog', { name: 'Spend cap' })).toBeVisible();
  },
};

/** A cap of 0 is refused in the field itself, saying what is allowed. */
export const SpendCapZero: Story = {
  parameters: only(runningDeployment()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit the spend cap of support-bot-llama' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Spend cap' }));
    const input = dialog.getByRole('textbox', { name: 'Spend cap (BGL)' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAccessibleDescription(/A spend cap must be more than the 🥯 12\.50 it has cost so far/);
  },
};
