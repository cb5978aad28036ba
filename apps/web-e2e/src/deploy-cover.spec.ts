import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, type SessionPayload } from '@bagel/account-contract';
import { createAsset } from '@bagel/assets-contract';
import { buildPath, PATHS } from '@bagel/contract';
import { deployBalanceRefusal, deployModel, terminateDeployment } from '@bagel/deployments-contract';
import { sendBagels } from '@bagel/wallet-contract';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, sessionOf, submitSignUp } from './support/accounts';
import { apiBaseUrl, uniqueUser, waitForApi } from './support/stack';
import { expect, test } from './support/test';

test.beforeAll(async ({ request }) => waitForApi(request));

/** An A100's first 10 minutes at 0.50 BGL a minute; 6 BGL covers one deployment's, not two. */
const FIRST_MINUTES = 5;
const BALANCE = 6;

/** Bob (a demo account with Bagels) sends `amount` BGL to `username` through the api, as the Send Bagel panel does. */
async function bobSends(request: APIRequestContext, username: string, amount: number) {
  expect((await request.post(signIn.path, { data: { login: 'bob', password: DEMO_PASSWORD } })).status()).toBe(200);
  const bob = await sessionOf(request);
  const sent = await request.post(`${apiBaseUrl}${sendBagels.path}`, {
    headers: { 'x-api-key': bob.apiKey, 'idempotency-key': randomUUID() },
    data: { sender_id: bob.user.id, recipient_username: username, amount },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

async function newModel(page: Page, { user, apiKey }: SessionPayload): Promise<string> {
  const created = await page.request.post(`${apiBaseUrl}${createAsset.path}`, {
    headers: { 'x-api-key': apiKey },
    data: { dataset_type: 'MODEL', title: `cover model ${Date.now()}`, user_id: user.id, base_model_type: 'llama3' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { id: string }).id;
}

test('a new user with 6 BGL fires six deploys at once and one more: only the one 6 BGL covers starts, the rest are refused with the deploy failure text', async ({
  page,
  request,
}) => {
  const newcomer = uniqueUser('coverer');
  await page.goto('/');
  await submitSignUp(page, newcomer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await bobSends(request, newcomer.username, BALANCE);
  const session = await sessionOf(page.request);
  const modelId = await newModel(page, session);

  const deploy = () =>
    page.request.post(`${apiBaseUrl}${deployModel.path}`, {
      headers: { 'x-api-key': session.apiKey, 'idempotency-key': randomUUID() },
      data: { model_id: modelId, user_id: session.user.id },
    });
  const replies = await Promise.all(Array.from({ length: 6 }, deploy));
  const statuses = replies.map((reply) => reply.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  const refusal = deployBalanceRefusal(FIRST_MINUTES, BALANCE, FIRST_MINUTES);
  for (const reply of replies.filter((r) => r.status() === 422)) expect((await reply.json()).detail).toBe(refusal);
  const one = await deploy();
  expect(one.status()).toBe(422);
  expect((await one.json()).detail).toBe(refusal);

  // The same refusal on the model page, as spec §8 words it in BGL.
  await page.goto(PATHS.manageModel.replace(':modelId', modelId));
  await page.getByRole('button', { name: 'Deploy model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deploy model' });
  await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();
  const failure = dialog.getByRole('alert').filter({ hasText: 'Deployment Failed' });
  await expect(failure).toContainText(
    'Insufficient balance: this deployment needs 5 BGL for its first 10 minutes and you have 6 BGL, while your live deployments still need 5 BGL for their own first 10 minutes. Add 4 more BGL to deploy it.',
  );
  await expectAccessible(page);

  // One deployment runs; nothing was charged up front beyond its own minutes.
  await page.goto(PATHS.deployments);
  await expect(page.getByRole('article')).toHaveCount(1);
  const podId = ((await replies.find((reply) => reply.status() === 200)?.json()) as { pod_id: string }).pod_id;
  const ended = await page.request.post(`${apiBaseUrl}${buildPath(terminateDeployment.path, { podId })}?user_id=${session.user.id}`, {
    headers: { 'x-api-key': session.apiKey },
  });
  expect(ended.status()).toBe(200);
});
