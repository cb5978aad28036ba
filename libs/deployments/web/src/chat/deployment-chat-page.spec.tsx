import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createChatCompletion, listUserDeployments } from '@bagel/deployments-contract';
import { PATHS } from '@bagel/contract';
import { failure, type FakeFetch, fakeRoute, type FakeHandler, renderWithProviders } from '@bagel/web-testing';
import { heldReply, streamedReply } from '../testing/chat-fakes';
import {
  DEPLOYMENTS_KEY,
  deploymentsFetch,
  OTHER_POD_ID,
  POD_ID,
  runningDeployment,
  spendCapStopped,
  startingDeployment,
} from '../testing/deployment-fakes';
import { DeploymentChatPage } from './deployment-chat-page';

function renderChat(chat: FakeHandler<typeof createChatCompletion>, deployments = [runningDeployment()], podId = POD_ID) {
  const fetch: FakeFetch = deploymentsFetch([fakeRoute(createChatCompletion, chat)], deployments);
  const rendered = renderWithProviders(<DeploymentChatPage chatFetch={fetch} />, {
    fetch,
    route: `/my-deployments/${podId}/chat`,
    path: PATHS.deploymentChat,
  });
  const chats = () => fetch.requests.filter((request) => request.path === createChatCompletion.path);
  return { ...rendered, chats };
}

const composer = () => screen.findByRole('textbox', { name: 'Message' });
const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }));

describe('DeploymentChatPage', () => {
  it('names the model and who serves it, so a simulator is never taken for a real model', async () => {
    renderChat(streamedReply(['Hi']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
    expect(await screen.findByText('support-bot-llama · served by Local simulator')).toBeVisible();
    expect(screen.getByText('Send a message to start. The reply appears as support-bot-llama writes it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to deployments' })).toHaveAttribute('href', '/my-deployments');
  });

  it('streams the reply onto the page as it is written, then takes the next message', async () => {
    const held = heldReply();
    const { user, chats } = renderChat(held.handler);
    await user.type(await composer(), 'Hello there{Enter}');

    expect(await screen.findByRole('button', { name: 'Stop' })).toBeVisible();
    expect(conversation().getByText('Hello there')).toBeVisible();
    expect(await composer()).toHaveValue('');
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');

    held.push('Hello from ');
    expect(await conversation().findByText(/^Hello from/)).toBeVisible();
    held.push('the simulator.');
    expect(await conversation().findByText('Hello from the simulator.')).toBeVisible();
    held.finish();

    expect(await screen.findByRole('button', { name: 'Send' })).toBeVisible();
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    const [request] = chats();
    expect(request?.headers.authorization).toBe(`Bearer ${DEPLOYMENTS_KEY}`);
    expect(request?.body).toEqual({ model: POD_ID, messages: [{ role: 'user', content: 'Hello there' }], stream: true });
  });

  it('sends the conversation so far with each message', async () => {
    const { user, chats } = renderChat(streamedReply(['First answer']));
    await user.type(await composer(), 'One{Enter}');
    expect(await conversation().findByText('First answer')).toBeVisible();
    await user.type(await composer(), 'Two{Enter}');
    await waitFor(() => expect(chats()).toHaveLength(2));
    expect(chats()[1]?.body).toMatchObject({
      messages: [
        { role: 'user', content: 'One' },
        { role: 'assistant', content: 'First answer' },
        { role: 'user', content: 'Two' },
      ],
    });
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const { user, chats } = renderChat(streamedReply(['ok']));
    const input = await composer();
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('line one\nline two');
    expect(chats()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chats()).toHaveLength(1));
    expect(chats()[0]?.body).toMatchObject({ messages: [{ role: 'user', content: 'line one\nline two' }] });
  });

  it('sends nothing for an empty message', async () => {
    const { user, chats } = renderChat(streamedReply(['ok']));
    await user.type(await composer(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(chats()).toHaveLength(0);
  });

  it('stops a reply being written, keeping what came, and hangs up', async () => {
    const held = heldReply();
    const { user } = renderChat(held.handler);
    await user.type(await composer(), 'Tell me a long story{Enter}');
    held.push('Once upon a time');
    expect(await conversation().findByText(/^Once upon a time/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByRole('button', { name: 'Send' })).toBeVisible();
    expect(conversation().getByText('(stopped)')).toBeVisible();
    expect(conversation().getByText(/^Once upon a time/)).toBeVisible();
    await waitFor(() => expect(held.closed).toBe(true));
  });

  it('gives the message back when stopped before any reply came, so two user messages never follow each other', async () => {
    const held = heldReply();
    const { user, chats } = renderChat(held.handler);
    await user.type(await composer(), 'Hello?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Stop' }));

    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(await composer()).toHaveValue('Hello?');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chats()).toHaveLength(2));
    expect(chats()[1]?.body).toMatchObject({ messages: [{ role: 'user', content: 'Hello?' }] });
  });

  it('says why a deployment that stopped meanwhile did not answer, links back, and gives the message back', async () => {
    const { user } = renderChat(failure(409, 'This deployment is not running.', 'Conflict'));
    await user.type(await composer(), 'Still there?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The model did not answer');
    expect(alert).toHaveTextContent('This deployment is not running.');
    expect(within(alert).getByRole('link', { name: 'Back to deployments' })).toHaveAttribute('href', '/my-deployments');
    expect(await composer()).toHaveValue('Still there?');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('says a reply cut off mid-stream was cut off', async () => {
    const cutOff: FakeHandler<typeof createChatCompletion> = () =>
      new Response(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: POD_ID, choices: [] })}\n\n`, {
        headers: { 'content-type': 'text/event-stream' },
      });
    const { user } = renderChat(cutOff);
    await user.type(await composer(), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The reply stopped before it finished. Please try again.');
  });

  it('keeps the chat closed while the deployment starts, showing how far it got', async () => {
    renderChat(streamedReply(['never']), [startingDeployment()]);
    expect(await screen.findByText('Still starting')).toBeVisible();
    expect(await screen.findByRole('progressbar', { name: 'Starting support-bot-llama' })).toBeInTheDocument();
    expect(await composer()).toBeDisabled();
    expect(screen.getByText('The chat opens once the deployment is running.')).toBeVisible();
  });

  it('says an ended deployment cannot answer, why it ended, and links back', async () => {
    renderChat(streamedReply(['never']), [spendCapStopped()]);
    expect(await screen.findByText('Stopped at its spend cap')).toBeVisible();
    expect(screen.getByText(/This deployment is not running, so it cannot answer\./)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to deployments' })).toHaveLength(2);
    expect(await composer()).toBeDisabled();
  });

  it('says when no deployment of the user’s has this address', async () => {
    renderChat(streamedReply(['never']), [runningDeployment()], OTHER_POD_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Deployment not found');
  });

  it('says when the deployments cannot be loaded', async () => {
    const fetch = deploymentsFetch([fakeRoute(listUserDeployments, failure(503, 'The database is not reachable right now.'))]);
    renderWithProviders(<DeploymentChatPage chatFetch={fetch} />, {
      fetch,
      route: `/my-deployments/${POD_ID}/chat`,
      path: PATHS.deploymentChat,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable right now.');
  });
});
