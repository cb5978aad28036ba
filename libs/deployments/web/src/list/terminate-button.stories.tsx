import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { terminateDeployment } from '@bagel/deployments-contract';
import { type AppStoryParameters, failure, type FakeFetch, fakeRoute, offContractReply } from '@bagel/web-testing';
import { deploymentsFetch, runningDeployment } from '../testing/deployment-fakes';
import { TerminateButton } from './terminate-button';
import { never } from '@bagel/web-testing';

/** Terminate on a live deployment's card, asked once more in a dialog. */
const meta = {
  title: 'Deployments/TerminateButton',
  component: TerminateButton,
  args: { deployment: runningDeployment() },
  parameters: { fetch: deploymentsFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof TerminateButton>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Terminate deployment' }));
const open: Play = async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Terminate' }));
const confirm: Play = async (context) => {
  await open(context);
  await context.userEvent.click((await dialog()).getByRole('button', { name: 'Terminate' }));
};

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Terminate' })).toBeEnabled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The dialog names the model and says it cannot be resumed. */
export const Confirming: Story = {
  play: async (context) => {
    await open(context);
    await expect((await dialog()).getByText(/^Stop support-bot-llama\? Its GPU is given back and billing stops\./)).toBeVisible();
  },
};

export const Terminating: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(terminateDeployment, never)]) },
  play: async (context) => {
    await confirm(context);
    const buttons = await dialog();
    await waitFor(() => expect(buttons.getByRole('button', { name: 'Terminate' })).toHaveAttribute('data-loading', 'true'));
  },
};

/** Terminated: the dialog closes; the request named the owner. */
export const Terminated: Story = {
  play: async (context) => {
    await confirm(context);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const request = (context.parameters.fetch as FakeFetch).requests.find((sent) => sent.method === 'POST');
    await expect(request?.query.get('user_id')).toBeTruthy();
  },
};

/** Refused: the server's words in the dialog, which stays. */
export const Refused: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(terminateDeployment, failure(409, 'The deployment has already ended'))]) },
  play: async (context) => {
    await confirm(context);
    await expect(await (await dialog()).findByRole('alert')).toHaveTextContent('The deployment has already ended');
  },
};

/** A failure without words: the spec's message. */
export const FailedWithoutWords: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(terminateDeployment, () => offContractReply(502, {}))]) },
  play: async (context) => {
    await confirm(context);
    await expect(await (await dialog()).findByRole('alert')).toHaveTextContent('Failed to terminate deployment');
  },
};
