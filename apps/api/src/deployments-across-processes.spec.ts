import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAsset, uploadAssetFile } from '@bagel/assets-contract';
import { buildPath } from '@bagel/contract';
import {
  createChatCompletion,
  deployModel,
  getDeploymentsKey,
  getDeploymentStatus,
  terminateDeployment,
  type ChatCompletion,
} from '@bagel/deployments-contract';
import { queryRows } from '@bagel/db/testing';
import { multipartFile, startSecondApi, startTestApi, type SecondApi, type TestApi } from './testing';

// Two api processes behind a load balancer, on one database (startSecondApi): a deployment on the local simulator is
// made through one and used through the other.
const ENV = { SIMULATED_POD_START_SECONDS: '0' };
let first: TestApi;
let secondApi: SecondApi;
let second: FastifyInstance;

beforeAll(async () => {
  first = await startTestApi({ env: ENV });
  secondApi = await startSecondApi(first, ENV);
  second = secondApi.app;
});
afterAll(async () => {
  await secondApi.close();
  await first.close();
});

const messages = [{ role: 'user', content: 'Which process answers me?' }];

/** Asks every 100 ms until `done`; deployments' jobs run in the background of both processes. */
async function until(done: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

it('serves a simulated deployment from either process: created through one, it runs, answers and ends through the other', async () => {
  const owner = await first.fundedUser(100);
  const asOwner = { 'x-api-key': owner.apiKey };
  const created = await first.call(
    { method: 'POST', url: createAsset.path, payload: { dataset_type: 'MODEL', title: 'Two-process model', user_id: owner.id } },
    owner.apiKey,
  );
  const modelId = created.json<{ id: string }>().id;
  await first.call(
    { method: 'POST', url: buildPath(uploadAssetFile.path, { id: modelId }), ...multipartFile('config.json', '{}') },
    owner.apiKey,
  );
  const deployed = await first.call(
    {
      method: 'POST',
      url: deployModel.path,
      payload: { model_id: modelId, user_id: owner.id },
      headers: { 'idempotency-key': 'two-processes' },
    },
    owner.apiKey,
  );
  expect(deployed.statusCode, deployed.body).toBe(200);
  const podId = deployed.json<{ pod_id: string }>().pod_id;

  // The first process reads it until it runs: its reads create the pod (if its job did not) and save its address.
  await until(async () => {
    const status = await first.call({ url: buildPath(getDeploymentStatus.path, { podId }) }, owner.apiKey);
    return status.json<{ status: string }>().status === 'running';
  }, 'the deployment to run');
  const [saved] = await queryRows<{ endpoint_url: string; provider_pod_id: string }>(
    first.database.db,
    sql`select endpoint_url, provider_pod_id from deployments.deployments where id = ${podId}`,
  );
  expect(saved?.endpoint_url).toBe(`http://simulated-pods.invalid/${saved?.provider_pod_id}/8000`);

  const { key } = (await first.call({ url: getDeploymentsKey.path }, owner.apiKey)).json<{ key: string }>();
  const chat = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: createChatCompletion.path,
      payload: { model: podId, messages },
      headers: { authorization: `Bearer ${key}` },
    });
  const throughSecond = await chat(second);
  expect(throughSecond.statusCode, throughSecond.body).toBe(200);
  const answer = throughSecond.json<ChatCompletion>().choices[0]?.message.content;
  expect(answer).toMatch(/^\[Local simulator\] .* You said: "Which process answers me\?"\./);
  expect((await chat(first.app)).json<ChatCompletion>().choices[0]?.message.content).toBe(answer);
  const status = await second.inject({ url: buildPath(getDeploymentStatus.path, { podId }), headers: asOwner });
  expect(status.json()).toMatchObject({ status: 'running' });

  const ended = await second.inject({
    method: 'POST',
    url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${owner.id}`,
    headers: asOwner,
  });
  expect(ended.statusCode, ended.body).toBe(200);
  expect((await first.call({ url: buildPath(getDeploymentStatus.path, { podId }) }, owner.apiKey)).json()).toMatchObject({
    status: 'terminated',
  });
  const [pod] = await queryRows<{ terminated_at: Date | null }>(
    first.database.db,
    sql`select terminated_at from deployments.simulated_pods where id = ${saved?.provider_pod_id ?? ''}`,
  );
  expect(pod?.terminated_at).not.toBeNull();
});
