import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createAsset } from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { deployModel, getDeploymentProgress, getDeploymentStatus, listUserDeployments, type Deployment } from '@bagel/deployments-contract';
import { getTransactions } from '@bagel/transactions-contract';
import type { TestApp, TestUser } from '@bagel/server-kit/testing';

/** Resolves once `check` answers something other than undefined, asking every 100 ms; fails after 30 s. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The deployment helpers of one test app. */
export function deploymentsOf(api: () => TestApp) {
  const call = (...args: Parameters<TestApp['call']>) => api().call(...args);

  async function model(owner: TestUser, title = 'bagel-chat-model'): Promise<string> {
    const reply = await call(
      { method: 'POST', url: createAsset.path, payload: { dataset_type: 'MODEL', title, user_id: owner.id, base_model_type: 'llama3' } },
      owner.apiKey,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ id: string }>().id;
  }

  const deploy = (user: TestUser, body: Record<string, unknown>, key: string = randomUUID(), path = deployModel.path) =>
    call({ method: 'POST', url: path, payload: { user_id: user.id, ...body }, headers: { 'idempotency-key': key } }, user.apiKey);

  async function deployed(user: TestUser, modelId: string, extra: Record<string, unknown> = {}): Promise<Deployment> {
    const reply = await deploy(user, { model_id: modelId, ...extra });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Deployment>();
  }

  async function progress(user: TestUser, podId: string) {
    const reply = await call({ url: buildPath(getDeploymentProgress.path, { podId }) }, user.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<RouteResponse<typeof getDeploymentProgress>>();
  }

  async function listed(user: TestUser): Promise<Deployment[]> {
    const reply = await call({ url: buildPath(listUserDeployments.path, { userId: user.id }) }, user.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<RouteResponse<typeof listUserDeployments>>().deployments;
  }

  async function one(user: TestUser, podId: string): Promise<Deployment> {
    const found = (await listed(user)).find((deployment) => deployment.pod_id === podId);
    if (!found) throw new Error(`${podId} is not among ${user.username}'s deployments`);
    return found;
  }

  /** Waits for the start job to create the pod: the provider's first line replaces the deploy's empty message. */
  const podCreated = (user: TestUser, podId: string) =>
    eventually(async () => {
      const reply = await call({ url: buildPath(getDeploymentStatus.path, { podId }) }, user.apiKey);
      return reply.json<RouteResponse<typeof getDeploymentStatus>>().message === null ? undefined : reply.json();
    }, `the pod of ${podId}`);

  async function charges(user: TestUser) {
    const reply = await call({ url: buildPath(getTransactions.path, { userId: user.id }) }, user.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
    const history = reply.json<RouteResponse<typeof getTransactions>>();
    return { charges: history.transactions.filter((transaction) => transaction.category === 'llm_inference'), summary: history.summary };
  }

  return { call, model, deploy, deployed, progress, listed, one, podCreated, charges };
}
