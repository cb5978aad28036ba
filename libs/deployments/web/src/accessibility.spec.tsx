import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { createChatCompletion } from '@bagel/deployments-contract';
import { PATHS } from '@bagel/contract';
import { fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { DeploymentChatPage } from './chat/deployment-chat-page';
import { DeploySection } from './deploy/deploy-section';
import { DeploymentsPage } from './deployments-page';
import { heldReply, streamedReply } from './testing/chat-fakes';
import {
  deploymentsFetch,
  MODEL_ID,
  OTHER_POD_ID,
  POD_ID,
  runningDeployment,
  spendCapStopped,
  startingDeployment,
} from './testing/deployment-fakes';

/** Serious and critical axe findings; colour contrast needs layout, which jsdom has none of. */
async function violations(root: Element) {
  const { violations: found } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }));
}

describe('accessibility', () => {
  it('the deployments page with a starting, a running and a stopped card', async () => {
    const deployments = [startingDeployment({ pod_id: OTHER_POD_ID }), runningDeployment(), spendCapStopped({ pod_id: 'c1' })];
    const { container } = renderWithProviders(<DeploymentsPage />, { fetch: deploymentsFetch([], deployments) });
    await screen.findByRole('link', { name: 'Open playground' });
    await screen.findByRole('progressbar');
    expect(await violations(container)).toEqual([]);
  });

  it('the deploy dialog', async () => {
    const { user } = renderWithProviders(<DeploySection modelId={MODEL_ID} />, { fetch: deploymentsFetch() });
    await user.click(screen.getByRole('button', { name: 'Deploy model' }));
    await screen.findByRole('dialog', { name: 'Deploy model' });
    await screen.findAllByText(/per hour/);
    expect(await violations(document.body)).toEqual([]);
  });

  it('the playground with a conversation', async () => {
    const fetch = deploymentsFetch([fakeRoute(createChatCompletion, streamedReply(['Hello from the simulator.']))]);
    const { user, container } = renderWithProviders(<DeploymentChatPage chatFetch={fetch} />, {
      fetch,
      route: `/my-deployments/${POD_ID}/chat`,
      path: PATHS.deploymentChat,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await screen.findByText('Hello from the simulator.');
    expect(await violations(container)).toEqual([]);
  });

  it('the playground while a reply is being written', async () => {
    const held = heldReply();
    const fetch = deploymentsFetch([fakeRoute(createChatCompletion, held.handler)]);
    const { user, container } = renderWithProviders(<DeploymentChatPage chatFetch={fetch} />, {
      fetch,
      route: `/my-deployments/${POD_ID}/chat`,
      path: PATHS.deploymentChat,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    held.push('Hello so far');
    await screen.findByText('Hello so far');
    expect(screen.getByRole('img', { name: 'Writing' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });
});
