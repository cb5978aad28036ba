import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createChatCompletion, listUserDeployments } from '@bagel/deployments-contract';
import { PATHS } from '@bagel/contract';
import type { Deployment } from '@bagel/deployments-contract';
import { type AppStoryParameters, failure, type FakeHandler, fakeRoute, type RouteFake } from '@bagel/web-testing';
import { stalledReply, streamedReply } from '../testing/chat-fakes';
import {
  deploymentsFetch,
  OTHER_POD_ID,
  POD_ID,
  runningDeployment,
  spendCapStopped,
  startingDeployment,
} from '../testing/deployment-fakes';
import { DeploymentChatPage } from './deployment-chat-page';
import { never } from '@bagel/web-testing';

const SIMULATOR_REPLY = ['[Local simulator] ', 'This is a simulated reply from support-bot-llama. ', 'You said: "Hello!"'];

/** The same fake answers the page's API calls and its chat requests. */
function playground(
  chat: FakeHandler<typeof createChatCompletion> = streamedReply(SIMULATOR_REPLY),
  deployments: Deployment[] = [runningDeployment()],
  handlers: RouteFake[] = [],
) {
  const fetch = deploymentsFetch([fakeRoute(createChatCompletion, chat), ...handlers], deployments);
  return { args: { chatFetch: fetch }, parameters: { fetch } };
}

const running = playground();

/** The playground of one of alice's deployments. */
const meta = {
  title: 'Deployments/DeploymentChatPage',
  component: DeploymentChatPage,
  args: running.args,
  parameters: {
    ...running.parameters,
    route: `/my-deployments/${POD_ID}/chat`,
    path: PATHS.deploymentChat,
  } satisfies AppStoryParameters,
} satisfies Meta<typeof DeploymentChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const say =
  (text: string): Play =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('support-bot-llama · served by Local simulator')).toBeVisible();
  },
};

/** Mid-reply: the text so far and the Stop button. */
export const Streaming: Story = {
  ...playground(stalledReply(SIMULATOR_REPLY.slice(0, 2))),
  play: async (context) => {
    await say('Hello!')(context);
    await expect(await context.canvas.findByText(/This is a simulated reply/)).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Stop' })).toBeVisible();
  },
};

export const Answered: Story = {
  play: async (context) => {
    await say('Hello!')(context);
    await expect(await context.canvas.findByText(/You said: "Hello!"/)).toBeVisible();
    await expect(await context.canvas.findByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/** Stop pressed mid-reply: what came stays, marked as stopped. */
export const Stopped: Story = {
  ...playground(stalledReply(SIMULATOR_REPLY.slice(0, 2))),
  play: async (context) => {
    await say('Hello!')(context);
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Stop' }));
    await expect(await context.canvas.findByText('(stopped)')).toBeVisible();
  },
};

/** The deployment stopped between loading the page and sending: why, and the way back. */
export const ChatError: Story = {
  ...playground(failure(409, 'This deployment is not running.', 'Conflict')),
  play: async (context) => {
    await say('Still there?')(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('This deployment is not running.');
  },
};

export const StillStarting: Story = playground(undefined, [startingDeployment()]);

export const NotRunning: Story = playground(undefined, [spendCapStopped()]);

export const NotFound: Story = playground(undefined, [runningDeployment({ pod_id: OTHER_POD_ID })]);

export const Loading: Story = playground(undefined, [], [fakeRoute(listUserDeployments, never)]);

export const LoadError: Story = {
  ...playground(
    undefined,
    [],
    [fakeRoute(listUserDeployments, failure(503, 'The database is not reachable right now. Please try again shortly.'))],
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
