import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAsset, createAsset, setAssetListing, uploadAssetFile } from '@bagel/assets-contract';
import { INSUFFICIENT_BALANCE_CODE, buildPath, type RouteResponse } from '@bagel/contract';
import {
  createChatCompletion,
  deployBalanceRefusal,
  deployModel,
  deployOnPodProvider,
  getDeploymentCost,
  getDeploymentProgress,
  getDeploymentsKey,
  getDeploymentStats,
  getDeploymentStatus,
  getPodProviderDeployStatus,
  listUserDeployments,
  listUserPods,
  setDeploymentSpendCap,
  terminateDeployment,
  type ChatCompletion,
  type Deployment,
} from '@bagel/deployments-contract';
import { createRunPodProvider, createSimulatedPodProvider, simulatedPodUrl } from '@bagel/pod-provider';
import { manualClock, memorySimulatedPodStore, startFakeRunPod, type FakeRunPod } from '@bagel/pod-provider/testing';
import type { PodProvider } from '@bagel/ports';
import { multipartFile } from '@bagel/assets-server/testing';
import type { TestUser } from '@bagel/server-kit/testing';
import type { FundedTestApp } from '@bagel/wallet-server/testing';
import { createSimulatedPodFetch } from './local-model/simulated-pod-fetch';
import { ADVANCE_QUEUE } from './deployment-queues';
import { servedModelName } from './pod-spec';
import { deploymentsOf, eventually, startDeploymentsTestApp, TEST_PUBLIC_API_URL } from './testing';

/** Seconds a simulated pod takes to run: a quarter of it in each of the starting phases' shares is easy to step. */
const START_SECONDS = 60;
/** An A100 at $1.19 an hour is 29.75 BGL an hour, 0.4958… a minute, billed as 0.50. */
const A100_MINUTE = 0.5;

describe('deployments on the local simulator', () => {
  const clock = manualClock();
  /** Pods a test has made the provider forget, as a provider that lost them would. */
  const lost = new Set<string>();
  const providerIds = new Map<string, string>();
  /** The spec name of every pod created, in order. */
  const created: string[] = [];
  /** Pods of the model 'gated-model': the gated server below answers for them instead of the simulator's. */
  const gatedPods = new Set<string>();
  /** A model server that sends its first word, then waits to be let go: a buffering proxy would hold the first word back. */
  let releaseGated: () => void = () => undefined;
  const gated = createServer((request, response) => {
    request.resume();
    if (request.url === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ object: 'list', data: [{ id: 'gated-model', object: 'model' }] }));
    }
    const release = new Promise<void>((resolve) => (releaseGated = resolve));
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ id: 'gated', object: 'chat.completion.chunk', created: 0, model: 'gated-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
    response.write(chunk('first'));
    void release.then(() => response.end(`${chunk(' second')}data: [DONE]\n\n`));
  }).unref();
  // The simulator's pods in memory: these tests are about deployments (simulated-pod-store.spec keeps pods in the database).
  const simulator = createSimulatedPodProvider({ store: memorySimulatedPodStore(), startSeconds: START_SECONDS, now: clock.now });
  const pods: PodProvider = {
    label: simulator.label,
    async create(spec) {
      const pod = await simulator.create(spec);
      created.push(spec.name);
      providerIds.set(spec.name, pod.id);
      if (servedModelName(spec) === 'gated-model') gatedPods.add(pod.id);
      return pod;
    },
    get: async (id) => (lost.has(id) ? undefined : simulator.get(id)),
    terminate: (id) => simulator.terminate(id),
  };
  const podFetch = createSimulatedPodFetch({ pods: simulator, wordDelayMs: 0, now: clock.now });
  /** The app's way to its pods: the simulator's, except for gated pods. */
  const fetchPods: typeof fetch = async (input, init) => {
    const url = String(input);
    const gatedPod = [...gatedPods].map((id) => simulatedPodUrl(id, 8000)).find((base) => url.startsWith(base));
    if (!gatedPod) return podFetch.fetch(input, init);
    return fetch(`http://127.0.0.1:${(gated.address() as AddressInfo).port}${url.slice(gatedPod.length)}`, init);
  };

  let api: FundedTestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => gated.listen(0, '127.0.0.1', resolve));
    api = await startDeploymentsTestApp({ pods, fetch: fetchPods, now: clock.now });
  });
  afterAll(async () => {
    await api.close();
    await podFetch.close();
    gated.close();
  });
  const { call, model, deploy, deployed, progress, listed, one, podCreated, charges } = deploymentsOf(() => api);

  /** Deploys and steps the clock until the pod runs (minute 0 is then charged). */
  async function running(user: TestUser, extra: Record<string, unknown> = {}, title?: string): Promise<Deployment> {
    const deployment = await deployed(user, await model(user, title), extra);
    await podCreated(user, deployment.pod_id);
    clock.advance(START_SECONDS);
    const now = await one(user, deployment.pod_id);
    expect(now.status).toBe('running');
    return now;
  }

  it('refuses a deploy the balance cannot cover for its first minutes, with spec §8’s token amounts', async () => {
    const poor = await api.fundedUser(1);
    const reply = await deploy(poor, { model_id: await model(poor) });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().detail).toBe(deployBalanceRefusal(10 * A100_MINUTE, 1));
    expect(reply.json().code).toBe(INSUFFICIENT_BALANCE_CODE);
    expect(reply.json().detail).toBe(
      'Deployment validation failed: Insufficient balance: this deployment needs 5 tokens for its first 10 minutes and you have 1 tokens. Add 4 more tokens to deploy it.',
    );
    expect(await listed(poor)).toEqual([]);
  });

  it('deploys only a model the caller owns or bought', async () => {
    const owner = await api.fundedUser(50);
    const other = await api.fundedUser(50);
    const theirs = await model(owner);
    const reply = await deploy(other, { model_id: theirs });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ detail: 'Model not found', field: 'model_id' });
    const dataset = await call(
      {
        method: 'POST',
        url: createAsset.path,
        payload: { dataset_type: 'RAW', title: 'Not a model', category: 'Book', user_id: owner.id },
      },
      owner.apiKey,
    );
    expect((await deploy(owner, { model_id: dataset.json<{ id: string }>().id })).statusCode).toBe(404);

    const listing = await call(
      { method: 'PUT', url: buildPath(setAssetListing.path, { id: theirs }), payload: { is_published: true, price: 5 } },
      owner.apiKey,
    );
    expect(listing.statusCode, listing.body).toBe(200);
    const bought = await call(
      {
        method: 'POST',
        url: buildPath(buyAsset.path, { id: theirs }),
        payload: { user_id: other.id },
        headers: { 'idempotency-key': randomUUID() },
      },
      other.apiKey,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const deployedBought = await deploy(other, { model_id: theirs });
    expect(deployedBought.statusCode, deployedBought.body).toBe(200);
    expect(deployedBought.json()).toMatchObject({ model_id: theirs, user_id: other.id, status: 'pending' });
  });

  it('refuses a model vLLM cannot serve for chat (an encoder such as BERT) before renting a GPU, naming its architecture', async () => {
    const ida = await api.fundedUser(100);
    const modelId = await model(ida, 'google-bert/bert-base-uncased');
    const config = multipartFile('config.json', JSON.stringify({ architectures: ['BertForMaskedLM'], model_type: 'bert' }));
    const upload = await call({ method: 'POST', url: buildPath(uploadAssetFile.path, { id: modelId }), ...config }, ida.apiKey);
    expect(upload.statusCode, upload.body).toBe(200);
    const reply = await deploy(ida, { model_id: modelId });
    expect([reply.statusCode, reply.json().detail, reply.json().field]).toEqual([
      422,
      'Deployment validation failed: BertForMaskedLM is not a text-generation architecture the platform serves for chat (vLLM 0.8.5), so this model cannot be deployed.',
      'model_id',
    ]);
    expect(await listed(ida)).toEqual([]);
  });

  it('starts the pod, moves its progress with the simulator, then charges each started minute once', async () => {
    const ann = await api.fundedUser(100);
    const modelId = await model(ann);
    const deployment = await deployed(ann, modelId);
    expect(deployment).toMatchObject({
      model_id: modelId,
      model_name: 'bagel-chat-model',
      status: 'pending',
      progress: 0,
      provider: 'Local simulator',
      instance_type: 'a100',
      gpu_type: 'NVIDIA_TESLA_A100',
      gpu_count: 1,
      cost: { usd_per_hour: 1.19, bgl_per_hour: 29.75, bgl_per_minute: A100_MINUTE },
      cost_so_far: 0,
      spend_cap: null,
      end_reason: null,
      running_since: null,
    });
    const { pod_id: podId } = deployment;
    expect(await podCreated(ann, podId)).toMatchObject({ status: 'pending', message: 'Waiting for a GPU' });

    clock.advance(START_SECONDS / 4);
    expect(await progress(ann, podId)).toEqual({ pod_id: podId, status: 'provisioning', progress: 25, deployment_progress: 25 });
    clock.advance(START_SECONDS / 4);
    expect(await progress(ann, podId)).toMatchObject({ status: 'loading', progress: 50 });
    const stats = await call({ url: buildPath(getDeploymentStats.path, { userId: ann.id }) }, ann.apiKey);
    expect(stats.json()).toEqual({ total_running_deployment: 0, total_pending_deployment: 1, total_deployments: 1, total_cost: 0 });
    expect((await charges(ann)).charges).toEqual([]);

    clock.advance(START_SECONDS / 2);
    expect(await progress(ann, podId)).toMatchObject({ status: 'running', progress: 100 });
    const runningNow = await one(ann, podId);
    expect(runningNow).toMatchObject({ status: 'running', cost_so_far: A100_MINUTE, message: null });
    expect(runningNow.running_since).toBe(new Date(clock.now()).toISOString());
    const providerStatus = await call({ url: buildPath(getPodProviderDeployStatus.path, { podId }) }, ann.apiKey);
    expect(providerStatus.json()).toEqual({ pod_id: podId, status: 'running', message: 'Running' });

    // Minute 1 starts 60 s after it ran; reading again within a minute charges nothing more.
    clock.advance(59);
    expect((await one(ann, podId)).cost_so_far).toBe(A100_MINUTE);
    clock.advance(1);
    expect((await one(ann, podId)).cost_so_far).toBe(2 * A100_MINUTE);
    clock.advance(120);
    await Promise.all([one(ann, podId), progress(ann, podId), listed(ann)]);
    expect((await one(ann, podId)).cost_so_far).toBe(4 * A100_MINUTE);

    const { charges: billed, summary } = await charges(ann);
    expect(billed).toHaveLength(4);
    expect(billed.every((charge) => charge.pod_id === podId && charge.amount === A100_MINUTE)).toBe(true);
    expect(billed.map((charge) => charge.description).sort()).toEqual(
      [1, 2, 3, 4].map((minute) => `Deployment of bagel-chat-model: minute ${minute}`),
    );
    expect(summary.total_cost_llm_inference).toBe(4 * A100_MINUTE);
    expect(await api.balanceOf(ann)).toBe(100 - 4 * A100_MINUTE);
    const finalStats = await call({ url: buildPath(getDeploymentStats.path, { userId: ann.id }) }, ann.apiKey);
    expect(finalStats.json()).toEqual({ total_running_deployment: 1, total_pending_deployment: 0, total_deployments: 1, total_cost: 2 });

    await call({ method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${ann.id}` }, ann.apiKey);
  });

  it('charges a started minute even when nobody reads the deployment (the durable job does)', async () => {
    const ben = await api.fundedUser(100);
    const { pod_id: podId } = await running(ben);
    clock.advance(60);
    // The job may already have scheduled its next look for the next minute, which pg-boss waits for in real time: once
    // the clock has jumped there, the look is due now.
    await api.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${ADVANCE_QUEUE} and state = 'created'`);
    // The transaction history is the wallet's: reading it brings no deployment up to date.
    const billed = await eventually(async () => {
      const { charges: found } = await charges(ben);
      return found.length === 2 ? found : undefined;
    }, 'the job to charge minute 2');
    expect(billed.map((charge) => charge.description).sort()).toEqual([
      'Deployment of bagel-chat-model: minute 1',
      'Deployment of bagel-chat-model: minute 2',
    ]);
    await call({ method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${ben.id}` }, ben.apiKey);
  });

  it('stops at its spend cap before a minute would pass it, and charges nothing after', async () => {
    const cara = await api.fundedUser(100);
    const { pod_id: podId } = await running(cara, { spend_cap: 1.5 });
    clock.advance(120);
    expect(await one(cara, podId)).toMatchObject({ status: 'running', cost_so_far: 1.5, spend_cap: 1.5 });
    clock.advance(60);
    const stopped = await one(cara, podId);
    expect(stopped).toMatchObject({
      status: 'terminated',
      end_reason: 'spend_cap',
      message: 'Stopped: it reached its spend cap of 1.50 BGL',
      cost_so_far: 1.5,
    });
    expect(stopped.ended_at).toBe(new Date(clock.now()).toISOString());
    clock.advance(600);
    expect((await one(cara, podId)).cost_so_far).toBe(1.5);
    expect((await charges(cara)).charges).toHaveLength(3);
    expect(await api.balanceOf(cara)).toBe(98.5);
    const pods = await call({ url: buildPath(listUserPods.path, { userId: cara.id }) }, cara.apiKey);
    expect(pods.json()).toEqual({ pods: [] });
  });

  it('takes a spend cap while it runs: above what it cost, and not once it has ended', async () => {
    const dan = await api.fundedUser(100);
    const { pod_id: podId } = await running(dan);
    clock.advance(60);
    const cap = (spend_cap: unknown) =>
      call({ method: 'PUT', url: buildPath(setDeploymentSpendCap.path, { podId }), payload: { spend_cap } }, dan.apiKey);
    const tooLow = await cap(1);
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json()).toMatchObject({
      field: 'spend_cap',
      detail: 'spend_cap must be above what the deployment has cost so far (1.00 BGL)',
    });
    expect((await cap(-2)).json()).toMatchObject({ detail: expect.stringContaining('spend_cap must be greater than 0') });
    expect((await cap(1.001)).statusCode).toBe(400);
    const set = await cap(1.5);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Deployment>().spend_cap).toBe(1.5);
    // Minute 3 (1.50 BGL in all) fits under the cap; minute 4 would pass it.
    clock.advance(60);
    expect(await one(dan, podId)).toMatchObject({ status: 'running', cost_so_far: 1.5 });
    clock.advance(60);
    expect(await one(dan, podId)).toMatchObject({ status: 'terminated', end_reason: 'spend_cap', cost_so_far: 1.5 });
    const ended = await cap(null);
    expect(ended.statusCode).toBe(409);
  });

  it('stops when the balance runs out, with a notice, and never takes the balance below zero', async () => {
    const eve = await api.fundedUser(6);
    const { pod_id: podId } = await running(eve);
    clock.advance(11 * 60);
    expect(await one(eve, podId)).toMatchObject({ status: 'running', cost_so_far: 6 });
    expect(await api.balanceOf(eve)).toBe(0);
    clock.advance(60);
    expect(await one(eve, podId)).toMatchObject({
      status: 'terminated',
      end_reason: 'balance',
      message: 'Stopped: your balance ran out',
      cost_so_far: 6,
    });
    const status = await call({ url: buildPath(getPodProviderDeployStatus.path, { podId }) }, eve.apiKey);
    expect(status.json()).toEqual({ pod_id: podId, status: 'terminated', message: 'Stopped: your balance ran out' });
    expect((await charges(eve)).charges).toHaveLength(12);
    expect(await api.balanceOf(eve)).toBe(0);
  });

  it('terminates on request: the pod stops, charges stop, and terminating again changes nothing', async () => {
    const fay = await api.fundedUser(100);
    const { pod_id: podId } = await running(fay);
    const terminate = () =>
      call({ method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${fay.id}` }, fay.apiKey);
    const first = await terminate();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'terminated',
      end_reason: 'terminated',
      message: 'Stopped: you terminated it',
      cost_so_far: 0.5,
    });
    const providerId = providerIds.get(`bagel-deployment-${podId}`) ?? '';
    expect((await pods.get(providerId))?.status).toBe('terminated');
    clock.advance(300);
    const again = await terminate();
    expect(again.json()).toEqual(first.json());
    expect((await charges(fay)).charges).toHaveLength(1);
    expect(await api.balanceOf(fay)).toBe(99.5);
  });

  it('ends a deployment whose pod the provider no longer has as failed, and bills it no more', async () => {
    const gil = await api.fundedUser(100);
    const { pod_id: podId } = await running(gil);
    lost.add(providerIds.get(`bagel-deployment-${podId}`) ?? '');
    clock.advance(120);
    expect(await one(gil, podId)).toMatchObject({
      status: 'failed',
      end_reason: 'failed',
      message: 'The pod is gone: the provider no longer has it',
      cost_so_far: 0.5,
    });
    expect((await charges(gil)).charges).toHaveLength(1);
  });

  it('answers a replayed Idempotency-Key with the same pod, and refuses it with another body', async () => {
    const hal = await api.fundedUser(100);
    const modelId = await model(hal);
    const key = randomUUID();
    const first = await deploy(hal, { model_id: modelId }, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await deploy(hal, { model_id: modelId, gpu_count: 1, instance_type: 'a100' }, key, deployOnPodProvider.path);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<Deployment>().pod_id).toBe(first.json<Deployment>().pod_id);
    const other = await deploy(hal, { model_id: modelId, spend_cap: 5 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe('This Idempotency-Key was already used for another deployment');
    expect(await listed(hal)).toHaveLength(1);
  });

  it('rents one pod for concurrent deploys with one Idempotency-Key', async () => {
    const ivy = await api.fundedUser(100);
    const modelId = await model(ivy);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => deploy(ivy, { model_id: modelId }, key)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json<Deployment>().pod_id)).size).toBe(1);
    const [podId] = replies.map((reply) => reply.json<Deployment>().pod_id);
    await podCreated(ivy, podId ?? '');
    expect(await listed(ivy)).toHaveLength(1);
    expect(created.filter((name) => name === `bagel-deployment-${podId}`)).toHaveLength(1);
  });

  it("answers 404 for another user's pod on every pod route, and 403 for acting as them", async () => {
    const owner = await api.fundedUser(100);
    const other = await api.fundedUser(100);
    const { pod_id: podId } = await deployed(owner, await model(owner));
    const key = (await call({ url: getDeploymentsKey.path }, other.apiKey)).json<{ key: string }>().key;
    const replies = await Promise.all([
      call({ url: buildPath(getDeploymentStatus.path, { podId }) }, other.apiKey),
      call({ url: buildPath(getDeploymentProgress.path, { podId }) }, other.apiKey),
      call({ url: buildPath(getPodProviderDeployStatus.path, { podId }) }, other.apiKey),
      call({ method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${other.id}` }, other.apiKey),
      call({ method: 'PUT', url: buildPath(setDeploymentSpendCap.path, { podId }), payload: { spend_cap: 10 } }, other.apiKey),
      call({
        method: 'POST',
        url: createChatCompletion.path,
        headers: { authorization: `Bearer ${key}` },
        payload: { model: podId, messages: [{ role: 'user', content: 'hi' }] },
      }),
    ]);
    expect(replies.map((reply) => [reply.statusCode, reply.json().detail])).toEqual(Array(6).fill([404, 'Deployment not found']));
    const asOwner = await call(
      { method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${owner.id}` },
      other.apiKey,
    );
    expect(asOwner.statusCode).toBe(403);
    const theirList = await call({ url: buildPath(listUserDeployments.path, { userId: owner.id }) }, other.apiKey);
    expect(theirList.statusCode).toBe(403);
    expect((await one(owner, podId)).status).not.toBe('terminated');
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const jo = await api.fundedUser(100);
    const modelId = await model(jo);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Asset id is required'],
      [{ model_id: 'not-a-uuid' }, 'Asset id must be a UUID'],
      [{ model_id: modelId, gpu_count: 3 }, 'Please select a valid number of GPUs (1, 2, 4, or 8)'],
      [{ model_id: modelId, instance_type: 'tpu' }, 'instance_type must be one of v100, a100, a100-80gb, h100'],
      [{ model_id: modelId, auto_scale: true }, 'auto_scale must be false: autoscaling is not available'],
      [{ model_id: modelId, max_replicas: 3 }, 'max_replicas must be 1: a deployment runs one replica'],
      [{ model_id: modelId, spend_cap: 10_000_000 }, 'spend_cap must be at most 1000000'],
    ];
    for (const [body, detail] of cases) {
      const reply = await deploy(jo, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().detail).toContain(detail);
    }
    const noKey = await call({ method: 'POST', url: deployModel.path, payload: { user_id: jo.id, model_id: modelId } }, jo.apiKey);
    expect(noKey.json()).toMatchObject({ field: 'Idempotency-Key' });
    const badPod = await call({ url: buildPath(getDeploymentStatus.path, { podId: 'pod-1' }) }, jo.apiKey);
    expect(badPod.statusCode).toBe(400);
    expect(badPod.json().detail).toContain('Pod id must be a deployment id');
    expect(await listed(jo)).toEqual([]);
    expect(await api.balanceOf(jo)).toBe(100);
  });

  it('prices a pod from the GPU table, per hour and per started minute', async () => {
    const kim = await api.createUser();
    const cost = async (query: string) => (await call({ url: `${getDeploymentCost.path}?${query}` }, kim.apiKey)).json();
    expect(await cost('gpu_type=a100&gpu_count=2')).toEqual({
      gpu_type: 'NVIDIA_TESLA_A100',
      gpu_count: 2,
      usd_per_hour: 2.38,
      bgl_per_hour: 59.5,
      bgl_per_minute: 1,
    });
    expect(await cost('gpu_type=NVIDIA_H100_80GB')).toMatchObject({ usd_per_hour: 2.99, bgl_per_hour: 74.75, bgl_per_minute: 1.25 });
    expect((await call({ url: `${getDeploymentCost.path}?gpu_type=tpu` }, kim.apiKey)).statusCode).toBe(400);
  });

  describe('the playground’s chat', () => {
    const chat = (key: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call({
        method: 'POST',
        url: createChatCompletion.path,
        headers: { ...headers, ...(key === undefined ? {} : { authorization: `Bearer ${key}` }) },
        payload: body,
      });
    const keyOf = async (user: TestUser) => {
      const reply = await call({ url: getDeploymentsKey.path }, user.apiKey);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<RouteResponse<typeof getDeploymentsKey>>();
    };

    it('hands out a key for the chat endpoint that only that user’s deployments take', async () => {
      const lea = await api.createUser();
      const { key, base_url } = await keyOf(lea);
      expect(key).toMatch(new RegExp(`^bgd_${lea.id}\\.[A-Za-z0-9_-]{43}$`));
      expect(base_url).toBe(`${TEST_PUBLIC_API_URL}/v1`);
      expect((await keyOf(lea)).key).toBe(key);
      const body = { model: randomUUID(), messages: [{ role: 'user', content: 'Hello' }] };
      expect((await chat(undefined, body)).statusCode).toBe(401);
      expect((await chat(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, body)).json()).toMatchObject({
        detail: 'Invalid deployments key',
      });
      expect((await chat(lea.apiKey, body)).statusCode).toBe(401);
      expect((await chat(key, body)).json()).toMatchObject({ detail: 'Deployment not found', field: 'model' });
    });

    it('answers through a running deployment, plainly and streamed, with the same words for the same conversation', async () => {
      const max = await api.fundedUser(100);
      const { pod_id: podId } = await running(max);
      const { key } = await keyOf(max);
      const messages = [
        { role: 'system', content: 'You are a helpful baker.' },
        { role: 'user', content: 'How long do bagels boil?' },
      ];
      const plain = await chat(key, { model: podId, messages });
      expect(plain.statusCode, plain.body).toBe(200);
      const completion = plain.json<ChatCompletion>();
      expect(completion).toMatchObject({ object: 'chat.completion', model: 'bagel-chat-model' });
      const text = completion.choices[0]?.message.content ?? '';
      expect(text).toMatch(/^\[Local simulator\] bagel-chat-model here\. You said: "How long do bagels boil\?"\./);
      expect((await chat(key, { model: podId, messages })).json<ChatCompletion>().choices[0]?.message.content).toBe(text);
      const other = await chat(key, { model: podId, messages: [{ role: 'user', content: 'Something else entirely' }] });
      expect(other.json<ChatCompletion>().choices[0]?.message.content).not.toBe(text);

      const streamed = await chat(key, { model: podId, messages, stream: true });
      expect(streamed.statusCode, streamed.body).toBe(200);
      expect(streamed.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const events = streamed.body.split('\n\n').filter((event) => event !== '');
      expect(events.at(-1)).toBe('data: [DONE]');
      const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')));
      expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
      expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toBe(text);
      expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');

      const short = await chat(key, { model: podId, messages, max_tokens: 4 });
      expect(short.json<ChatCompletion>().choices[0]).toMatchObject({
        message: { content: '[Local simulator] bagel-chat-model here.' },
        finish_reason: 'length',
      });
      const badRole = await chat(key, { model: podId, messages: [{ role: 'robot', content: 'hi' }] });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().detail).toContain('role must be one of system, user, assistant');
      // Chatting moves no money.
      expect((await charges(max)).charges).toHaveLength(1);
    });

    it('refuses a deployment that is not running, and says so when the pod does not answer', async () => {
      const ned = await api.fundedUser(100);
      const { key } = await keyOf(ned);
      const starting = await deployed(ned, await model(ned));
      const notYet = await chat(key, { model: starting.pod_id, messages: [{ role: 'user', content: 'hi' }] });
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().detail).toBe('The deployment is not running');

      const { pod_id: podId } = await running(ned);
      await podFetch.close();
      const down = await chat(key, { model: podId, messages: [{ role: 'user', content: 'hi' }] });
      expect(down.statusCode).toBe(502);
      expect(down.json().detail).toMatch(/^The deployment did not answer: /);
    });

    it('streams each event on as the model server sends it, holding none back', async () => {
      const ola = await api.fundedUser(100);
      const { pod_id: podId } = await running(ola, {}, 'gated-model');
      const { key } = await keyOf(ola);
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      const answer = await fetch(`${address}${createChatCompletion.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ model: podId, messages: [{ role: 'user', content: 'hi' }], stream: true }),
      });
      expect(answer.status).toBe(200);
      const reader = (answer.body ?? new ReadableStream()).getReader();
      const decoder = new TextDecoder();
      // The model server holds the rest until released: only a proxy that passes events on lets this first read end.
      const first = decoder.decode((await reader.read()).value);
      expect(first).toContain('"content":"first"');
      releaseGated();
      let rest = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) rest += decoder.decode(part.value);
      expect(rest).toContain('"content":" second"');
      expect(rest.trimEnd().endsWith('data: [DONE]')).toBe(true);
    });
  });
});

describe('deployments on RunPod (against the fake of its REST API)', () => {
  const clock = manualClock();
  const apiKey = 'rp_test_key';
  let runPod: FakeRunPod;
  let api: FundedTestApp;
  beforeAll(async () => {
    runPod = await startFakeRunPod({ apiKey, startSeconds: START_SECONDS, now: clock.now });
    const pods = createRunPodProvider({ apiKey, apiUrl: runPod.url, proxyUrl: runPod.proxyUrl });
    api = await startDeploymentsTestApp({ pods, now: clock.now });
  });
  afterAll(async () => {
    await api.close();
    await runPod.close();
  });
  const { call, model, deployed, progress, one, podCreated, charges } = deploymentsOf(() => api);

  it('creates the vLLM pod, follows it to running, bills RunPod’s price and deletes it on terminate', async () => {
    const pia = await api.fundedUser(100);
    const { pod_id: podId, provider } = await deployed(pia, await model(pia, 'meta-llama/Llama-3.2-1B-Instruct'));
    expect(provider).toBe('RunPod');
    await podCreated(pia, podId);
    const created = runPod.requests.find((request) => request.method === 'POST' && request.path === '/v1/pods');
    expect(created?.body).toMatchObject({
      name: `bagel-deployment-${podId}`,
      imageName: 'vllm/vllm-openai:v0.8.5.post1',
      gpuTypeIds: ['NVIDIA A100 80GB PCIe', 'NVIDIA A100-SXM4-80GB'],
      gpuCount: 1,
      ports: ['8000/http'],
      dockerEntrypoint: ['python3', '-c', expect.stringContaining('os.execv')],
      dockerStartCmd: [
        `${TEST_PUBLIC_API_URL}/api/v1/deployments/vllm/${podId}/weights`,
        '/workspace/model',
        'vllm.entrypoints.openai.api_server',
        '--served-model-name',
        'meta-llama/Llama-3.2-1B-Instruct',
        '--port',
        '8000',
        '--tensor-parallel-size',
        '1',
        '--dtype',
        'auto',
      ],
      env: { VLLM_API_KEY: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    // This platform has no Hugging Face token: its pods get none.
    expect((created?.body as { env: object }).env).not.toHaveProperty('HF_TOKEN');
    const [rented] = runPod.pods();
    const runPodId = String(rented?.['id']);

    clock.advance(START_SECONDS / 4);
    expect(await progress(pia, podId)).toMatchObject({ status: 'provisioning', progress: 10 });
    clock.advance(START_SECONDS / 4);
    expect((await progress(pia, podId)).status).toBe('loading');
    clock.advance(START_SECONDS / 2);
    // RunPod rents 80 GB A100s for a100 ($1.64 an hour in the fake, as RunPod's costPerHr says): 0.6833… BGL a minute, billed 0.69.
    expect(await one(pia, podId)).toMatchObject({
      status: 'running',
      progress: 100,
      cost: { usd_per_hour: 1.64, bgl_per_minute: 0.69 },
      cost_so_far: 0.69,
    });
    expect((await charges(pia)).charges.map((charge) => [charge.pod_id, charge.amount])).toEqual([[podId, 0.69]]);

    const terminated = await call(
      { method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${pia.id}` },
      pia.apiKey,
    );
    expect(terminated.json()).toMatchObject({ status: 'terminated', end_reason: 'terminated' });
    expect(runPod.requests.some((request) => request.method === 'DELETE' && request.path === `/v1/pods/${runPodId}`)).toBe(true);
    expect(runPod.pods()[0]).toMatchObject({ id: runPodId, desiredStatus: 'TERMINATED' });
    clock.advance(600);
    expect((await one(pia, podId)).cost_so_far).toBe(0.69);
  });

  it('ends a deploy RunPod cannot place as failed, with RunPod’s reason, charging nothing', async () => {
    const quinn = await api.fundedUser(100);
    runPod.setFailure(400);
    try {
      const { pod_id: podId } = await deployed(quinn, await model(quinn));
      const failed = await eventually(async () => {
        const found = await one(quinn, podId);
        return found.status === 'failed' ? found : undefined;
      }, 'the deploy to fail');
      expect(failed).toMatchObject({ end_reason: 'failed', message: 'Could not start a pod: The fake RunPod answers 400' });
      expect((await charges(quinn)).charges).toEqual([]);
    } finally {
      runPod.setFailure(null);
    }
  });
});
