import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from '@bagel/jobs';
import { createRunPodProvider, createSimulatedPodProvider, type SimulatedPodProvider } from '@bagel/pod-provider';
import { manualClock, startFakeRunPod, type FakeRunPod } from '@bagel/pod-provider/testing';
import { PodProviderError, type ChargeRequest, type LedgerPort, type PodProvider } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { createLifecycle, END_MESSAGES } from './deployment-lifecycle';
import { stopQueue } from './deployment-jobs';
import { deploymentsMigrations } from './deployments.migrations';
import { findDeployment, insertDeployment, updateLiveDeployment } from './deployments.repository';
import { createSimulatedPodFetch, type SimulatedPodFetch } from './local-model/simulated-pod-fetch';
import { createModelServerProbe } from './model-server-probe';
import { deploymentPodSpec } from './pod-spec';
import { createSimulatedPodStore } from './simulated-pod-store';
import { recordingDomainEvents } from '@bagel/ports/testing';

const silent = { warn: () => undefined, error: () => undefined };
/** 1 GPU at $1.19 an hour: 50 hundredths a minute. */
const PRICE = 50;

/** The ledger's rules as `LedgerPort` states them: a key applies once, a reused key with another request is a 409, no overdraft. */
function ledgerHolding(hundredths: number) {
  let balance = hundredths;
  const applied = new Map<string, ChargeRequest>();
  const unused = () => Promise.reject(new Error('Deployments only charge'));
  const ledger: LedgerPort = {
    balanceOf: async () => balance,
    async charge(request) {
      const first = applied.get(request.idempotencyKey);
      if (first) {
        if (!isDeepStrictEqual(first, request)) throw new HttpError(409, 'This idempotency key was used for another request');
        return { transactionId: request.idempotencyKey, balance, replayed: true };
      }
      if (request.amount > balance) throw new HttpError(422, 'Insufficient balance');
      balance -= request.amount;
      applied.set(request.idempotencyKey, request);
      return { transactionId: request.idempotencyKey, balance, replayed: false };
    },
    pay: unused,
    refund: unused,
    bonus: unused,
    balancesOf: async () => new Map(),
    hasActivity: async () => applied.size > 0,
  };
  return { ledger, charges: () => [...applied.values()], balance: () => balance };
}

let database: DatabaseHandle;
let jobs: JobQueue;
let recorder: Awaited<ReturnType<typeof recordingDomainEvents>>;
const clock = manualClock();
/** The simulator, on the test's database, and how this process reaches its pods. */
let pods: SimulatedPodProvider;
let podFetch: SimulatedPodFetch;
/** The token every test pod's model server demands. */
const POD_TOKEN = 'pod-token';
const START_DEADLINE_MINUTES = 20;

beforeAll(async () => {
  database = await openTestDatabase([deploymentsMigrations]);
  pods = createSimulatedPodProvider({ store: createSimulatedPodStore(database.db), startSeconds: 20, now: clock.now });
  podFetch = createSimulatedPodFetch({ pods, wordDelayMs: 0, now: clock.now });
  recorder = await recordingDomainEvents(database.db);
  jobs = await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 });
  // Ending a deployment schedules its pod's stop in the same transaction: the queue must exist.
  await jobs.work(stopQueue({ pods, log: silent, retryDelaySeconds: 1 }));
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
  await podFetch.close();
});

function lifecycleWith(ledger: LedgerPort, provider: PodProvider = pods) {
  return createLifecycle({
    db: database.db,
    jobs,
    pods: provider,
    ledger,
    events: recorder.events,
    now: clock.now,
    log: silent,
    podSpec: (deployment) =>
      deploymentPodSpec(deployment, { image: 'vllm/vllm-openai:v0.6.3', token: POD_TOKEN, publicApiUrl: 'https://api.bagel.test' }),
    // Patient, so a busy machine cannot turn the fake's answer into a timeout.
    probe: createModelServerProbe({ tokenOf: () => POD_TOKEN, timeoutMs: 30_000, fetch: podFetch.fetch }),
    startDeadlineMinutes: START_DEADLINE_MINUTES,
  });
}

async function newDeployment(spendCap: number | null = null) {
  const id = randomUUID();
  const userId = randomUUID();
  const modelId = randomUUID();
  await insertDeployment(database.db, {
    id,
    userId,
    modelId,
    modelName: 'bagel-llama',
    request: {
      model_id: modelId,
      user_id: userId,
      gpu_count: 1,
      instance_type: 'a100',
      auto_scale: false,
      min_replicas: 1,
      max_replicas: 1,
      spend_cap: null,
    },
    gpuType: 'NVIDIA_TESLA_A100',
    gpuCount: 1,
    provider: pods.label,
    status: 'pending',
    usdPerHour: 1.19,
    pricePerMinute: PRICE,
    spendCap,
    createdAt: new Date(clock.now()),
  });
  return id;
}

/** What the deployment's user was told, as committed. */
async function noticesOf(id: string) {
  return (await recorder.committed()).filter((event) => 'podId' in event.data && event.data.podId === id);
}

const running = (id: string) => ({
  topic: 'deployment.running',
  key: `deployment-running:${id}`,
  data: { podId: id, modelName: 'bagel-llama' },
});

/** A deployment whose pod has just started running (minute 0 charged). */
async function runningDeployment(lifecycle: ReturnType<typeof lifecycleWith>, spendCap: number | null = null) {
  const id = await newDeployment(spendCap);
  await lifecycle.startPod(id, false);
  clock.advance(20);
  const row = await lifecycle.advance(id);
  expect(row).toMatchObject({ status: 'running', minutesCharged: 1, costSoFar: PRICE });
  return id;
}

describe('billing a running deployment', () => {
  it('charges each started minute once however many look at it at the same time', async () => {
    const { ledger, charges } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger);
    const id = await runningDeployment(lifecycle);
    clock.advance(5 * 60);
    await Promise.all(Array.from({ length: 8 }, () => lifecycle.advance(id)));
    expect(await findDeployment(database.db, id)).toMatchObject({ minutesCharged: 6, costSoFar: 6 * PRICE, chargingMinute: null });
    const keys = charges().map((charge) => charge.idempotencyKey);
    expect(keys.filter((key) => key.startsWith(`deployment-minute:${id}:`)).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((minute) => `deployment-minute:${id}:${minute}`),
    );
  });

  it('completes a charge that a crash left decided but unrecorded, without charging it twice', async () => {
    const { ledger, charges, balance } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger);
    const id = await runningDeployment(lifecycle);
    // Minute 1 was decided and charged, then the process died before recording it.
    clock.advance(60);
    await updateLiveDeployment(database.db, id, { chargingMinute: 1 });
    const charge = charges()[charges().length - 1];
    await ledger.charge({
      ...(charge as ChargeRequest),
      description: 'Deployment of bagel-llama: minute 2',
      idempotencyKey: `deployment-minute:${id}:1`,
    });
    const before = balance();
    expect(await lifecycle.advance(id)).toMatchObject({ minutesCharged: 2, costSoFar: 2 * PRICE, chargingMinute: null });
    expect(balance()).toBe(before);
  });

  it('completes a decided charge even when the deployment ended meanwhile, and charges nothing after', async () => {
    const { ledger, charges } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger);
    const id = await runningDeployment(lifecycle);
    clock.advance(60);
    await updateLiveDeployment(database.db, id, { chargingMinute: 1 });
    await lifecycle.end(id, 'terminated', END_MESSAGES.terminated);
    clock.advance(600);
    expect(await lifecycle.advance(id)).toMatchObject({
      status: 'terminated',
      minutesCharged: 2,
      costSoFar: 2 * PRICE,
      chargingMinute: null,
    });
    expect(charges().filter((charge) => charge.metadata?.pod_id === id)).toHaveLength(2);
  });

  it('ends the deployment when the ledger refuses a minute for the balance, recording nothing for it', async () => {
    const { ledger, balance } = ledgerHolding(2 * PRICE + 10);
    const lifecycle = lifecycleWith(ledger);
    const id = await runningDeployment(lifecycle);
    clock.advance(2 * 60);
    expect(await lifecycle.advance(id)).toMatchObject({
      status: 'terminated',
      endReason: 'balance',
      message: END_MESSAGES.balance,
      minutesCharged: 2,
      costSoFar: 2 * PRICE,
      chargingMinute: null,
    });
    expect(balance()).toBe(10);
    expect(await noticesOf(id)).toMatchObject([
      running(id),
      {
        topic: 'deployment.stopped',
        key: `deployment-ended:${id}`,
        data: { podId: id, modelName: 'bagel-llama', reason: 'balance', message: END_MESSAGES.balance },
      },
    ]);
  });

  it('stops before the minute that would pass the spend cap', async () => {
    const { ledger } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger);
    const id = await runningDeployment(lifecycle, 2 * PRICE + 49);
    clock.advance(60);
    expect(await lifecycle.advance(id)).toMatchObject({ status: 'running', costSoFar: 2 * PRICE });
    clock.advance(60);
    expect(await lifecycle.advance(id)).toMatchObject({
      status: 'terminated',
      endReason: 'spend_cap',
      message: 'Stopped: it reached its spend cap of 1.49 BGL',
      costSoFar: 2 * PRICE,
    });
    clock.advance(60);
    await lifecycle.advance(id);
    expect(await noticesOf(id)).toMatchObject([
      running(id),
      {
        topic: 'deployment.stopped',
        key: `deployment-ended:${id}`,
        data: { reason: 'spend_cap', message: 'Stopped: it reached its spend cap of 1.49 BGL' },
      },
    ]);
  });
});

describe('starting the pod', () => {
  it('stops a pod whose deployment ended while the provider was creating it', async () => {
    const { ledger } = ledgerHolding(100_00);
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const creating = new Promise<void>((resolve) => (entered = resolve));
    const terminated: string[] = [];
    const slow: PodProvider = {
      label: pods.label,
      create: async (spec) => {
        const released = new Promise<void>((resolve) => (release = resolve));
        entered();
        await released;
        return pods.create(spec);
      },
      get: (podId) => pods.get(podId),
      terminate: async (podId) => void terminated.push(podId),
    };
    const lifecycle = lifecycleWith(ledger, slow);
    const id = await newDeployment();
    const starting = lifecycle.startPod(id, false);
    await creating;
    await lifecycle.end(id, 'terminated', END_MESSAGES.terminated);
    release();
    await starting;
    expect(terminated).toHaveLength(1);
    expect(await findDeployment(database.db, id)).toMatchObject({ status: 'terminated', providerPodId: null });
  });

  it('retries a refusal that may pass, and ends the deployment as failed on one that will not or on the last attempt', async () => {
    const { ledger } = ledgerHolding(100_00);
    const refusing = (retryable: boolean): PodProvider => ({
      ...pods,
      label: pods.label,
      create: async () => {
        throw new PodProviderError('There are no instances currently available', retryable);
      },
    });
    const busy = lifecycleWith(ledger, refusing(true));
    const id = await newDeployment();
    await expect(busy.startPod(id, false)).rejects.toThrow('There are no instances currently available');
    expect(await findDeployment(database.db, id)).toMatchObject({ status: 'pending', endedAt: null });
    await busy.startPod(id, true);
    expect(await findDeployment(database.db, id)).toMatchObject({
      status: 'failed',
      endReason: 'failed',
      message: 'Could not start a pod: There are no instances currently available',
    });

    const other = await newDeployment();
    await lifecycleWith(ledger, refusing(false)).startPod(other, false);
    expect(await findDeployment(database.db, other)).toMatchObject({ status: 'failed', endReason: 'failed' });
    await lifecycleWith(ledger, refusing(false)).end(other, 'failed', 'Failed again');
    for (const failed of [id, other]) {
      expect(await noticesOf(failed)).toEqual([
        {
          topic: 'deployment.failed',
          userId: (await findDeployment(database.db, failed))?.userId,
          key: `deployment-ended:${failed}`,
          data: { podId: failed, modelName: 'bagel-llama', message: 'Could not start a pod: There are no instances currently available' },
        },
      ]);
    }
  });

  it('keeps the provider’s price for the pod and charges minutes at it', async () => {
    const { ledger, charges } = ledgerHolding(100_00);
    const dearer: PodProvider = {
      ...pods,
      label: pods.label,
      create: async (spec) => ({ ...(await pods.create(spec)), costPerHourUsd: 1.64 }),
    };
    const lifecycle = lifecycleWith(ledger, dearer);
    const id = await newDeployment();
    await lifecycle.startPod(id, false);
    expect(await findDeployment(database.db, id)).toMatchObject({ usdPerHour: 1.64, pricePerMinute: 69 });
    clock.advance(20);
    await lifecycle.advance(id);
    expect(charges().find((charge) => charge.metadata?.pod_id === id)).toMatchObject({
      amount: 69,
      kind: 'llm_inference',
      description: 'Deployment of bagel-llama: minute 1',
    });
  });
});

describe('telling the user', () => {
  it('tells once that the deployment runs, however many look at it at the same time, and nothing of their own terminate', async () => {
    const { ledger } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger);
    const id = await newDeployment();
    await lifecycle.startPod(id, false);
    clock.advance(20);
    await Promise.all(Array.from({ length: 4 }, () => lifecycle.advance(id)));
    clock.advance(60);
    await lifecycle.advance(id);
    const userId = (await findDeployment(database.db, id))?.userId;
    expect(await noticesOf(id)).toEqual([{ ...running(id), userId }]);

    await lifecycle.end(id, 'terminated', END_MESSAGES.terminated);
    expect(await noticesOf(id)).toEqual([{ ...running(id), userId }]);
  });

  it('records a first run or an end only with its notice: an outbox that fails leaves the deployment as it was', async () => {
    const { ledger } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger);
    const id = await newDeployment();
    await lifecycle.startPod(id, false);
    clock.advance(20);
    recorder.failNext();
    await expect(lifecycle.advance(id)).rejects.toThrow('The outbox failed');
    expect(await findDeployment(database.db, id)).toMatchObject({ runningSince: null, minutesCharged: 0 });
    expect(await noticesOf(id)).toEqual([]);
    expect(await lifecycle.advance(id)).toMatchObject({ status: 'running', minutesCharged: 1 });

    recorder.failNext();
    await expect(lifecycle.end(id, 'failed', 'The pod failed')).rejects.toThrow('The outbox failed');
    expect(await findDeployment(database.db, id)).toMatchObject({ status: 'running', endedAt: null, endReason: null });
    await lifecycle.end(id, 'failed', 'The pod failed');
    expect(await noticesOf(id)).toMatchObject([
      running(id),
      { topic: 'deployment.failed', key: `deployment-ended:${id}`, data: { message: 'The pod failed' } },
    ]);
  });
});

describe('a pod whose model server is not answering yet (against the fake RunPod)', () => {
  /** Seconds the fake takes from create to a reachable pod; its container starts at 40 % of them (RunPod's lastStartedAt). */
  const REACHABLE_SECONDS = 20;
  const CONTAINER_STARTED_SECONDS = 8;
  const LOADING = 'Loading the model: the server is not answering yet';
  let runPod: FakeRunPod;
  let provider: PodProvider;
  beforeAll(async () => {
    runPod = await startFakeRunPod({ apiKey: 'rp_key', startSeconds: REACHABLE_SECONDS, now: clock.now });
    provider = createRunPodProvider({ apiKey: 'rp_key', apiUrl: runPod.url, proxyUrl: runPod.proxyUrl });
  });
  afterAll(() => runPod.close());

  /** A deployment on the fake RunPod whose pod has just become reachable, its container doing what `container` says. */
  async function reachable(container: Parameters<FakeRunPod['setContainer']>[0]) {
    runPod.setContainer(container);
    const { ledger, charges } = ledgerHolding(100_00);
    const lifecycle = lifecycleWith(ledger, provider);
    const id = await newDeployment();
    await lifecycle.startPod(id, false);
    clock.advance(REACHABLE_SECONDS);
    return { id, lifecycle, charges: () => charges().filter((charge) => charge.metadata?.pod_id === id) };
  }

  it('shows a running pod as loading until /v1/models names its model, and bills from then', async () => {
    const { id, lifecycle, charges } = await reachable({ loadSeconds: 150 });
    const seen = [];
    for (let step = 0; step < 5; step++) {
      seen.push(await lifecycle.advance(id));
      clock.advance(30);
    }
    for (const row of seen) {
      expect(row).toMatchObject({ status: 'loading', message: LOADING, runningSince: null, endpointUrl: null, minutesCharged: 0 });
      expect(row?.serverLastError).toBe('502 Bad Gateway');
    }
    const progress = seen.map((row) => row?.progress ?? 0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...progress)).toBeLessThanOrEqual(99);
    expect(charges()).toEqual([]);

    const ready = await lifecycle.advance(id);
    expect(ready).toMatchObject({
      status: 'running',
      progress: 100,
      message: null,
      runningSince: new Date(clock.now()),
      minutesCharged: 1,
    });
    expect(ready?.endpointUrl).toMatch(/\/proxy\/[0-9a-f]+-8000$/);
    expect(charges().map((charge) => charge.idempotencyKey)).toEqual([`deployment-minute:${id}:0`]);
    const probes = runPod.requests.filter((request) => request.path.endsWith('-8000/v1/models'));
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) expect(probe).toMatchObject({ method: 'GET', authorization: `Bearer ${POD_TOKEN}` });
  });

  it(`fails a deployment whose server does not answer within ${START_DEADLINE_MINUTES} minutes of its container's start, with its last answer`, async () => {
    const { id, lifecycle, charges } = await reachable({ loadSeconds: 3 * 60 * 60 });
    expect(await lifecycle.advance(id)).toMatchObject({ status: 'loading', message: LOADING });
    clock.advance(START_DEADLINE_MINUTES * 60 - (REACHABLE_SECONDS - CONTAINER_STARTED_SECONDS) - 1);
    expect(await lifecycle.advance(id)).toMatchObject({ status: 'loading', endedAt: null });
    clock.advance(1);
    expect(await lifecycle.advance(id)).toMatchObject({
      status: 'failed',
      endReason: 'failed',
      message: `The model server did not start within ${START_DEADLINE_MINUTES} minutes: last answer 502 Bad Gateway`,
      runningSince: null,
    });
    expect(charges()).toEqual([]);
    expect(runPod.requests.some((request) => request.method === 'DELETE' && request.path.startsWith('/v1/pods/'))).toBe(true);
  });

  it('never shows a crash-looping server as running, and fails it at the deadline saying its container kept restarting', async () => {
    const { id, lifecycle, charges } = await reachable({ crashEverySeconds: 90 });
    const statuses = new Set<string>();
    let row = await lifecycle.advance(id);
    while (row && !row.endedAt) {
      statuses.add(row.status);
      clock.advance(60);
      row = await lifecycle.advance(id);
    }
    expect([...statuses]).toEqual(['loading']);
    expect(row).toMatchObject({
      status: 'failed',
      runningSince: null,
      message: `The model server did not start within ${START_DEADLINE_MINUTES} minutes: last answer 502 Bad Gateway; its container kept restarting`,
    });
    expect(charges()).toEqual([]);
  });
});
