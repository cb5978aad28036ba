import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import { deployBalanceRefusal, DEPLOY_MIN_MINUTES, terminateDeployment, type Deployment } from '@bagel/deployments-contract';
import { createSimulatedPodProvider } from '@bagel/pod-provider';
import { manualClock, memorySimulatedPodStore } from '@bagel/pod-provider/testing';
import type { TestUser } from '@bagel/server-kit/testing';
import type { FundedTestApp } from '@bagel/wallet-server/testing';
import { createSimulatedPodFetch, type SimulatedPodFetch } from './local-model/simulated-pod-fetch';
import { deploymentsOf, startDeploymentsTestApp } from './testing';

/** An A100 at $1.19 an hour is billed 0.50 BGL a minute: a deploy needs 5 BGL for its first 10 minutes. */
const A100_MINUTE = 0.5;
const FIRST_MINUTES = DEPLOY_MIN_MINUTES * A100_MINUTE;
const START_SECONDS = 60;

const clock = manualClock();
let podFetch: SimulatedPodFetch;
let api: FundedTestApp;
beforeAll(async () => {
  // Pods start only when a test moves the clock, so deployments stay live (and keep their reservation) meanwhile.
  const pods = createSimulatedPodProvider({ store: memorySimulatedPodStore(), startSeconds: START_SECONDS, now: clock.now });
  podFetch = createSimulatedPodFetch({ pods, wordDelayMs: 0, now: clock.now });
  api = await startDeploymentsTestApp({ pods, fetch: podFetch.fetch, now: clock.now });
});
afterAll(async () => {
  await api.close();
  await podFetch.close();
});

const { call, model, deploy, listed, one, podCreated } = deploymentsOf(() => api);

/** Sends `count` deploys of the user's model at once, each with its own Idempotency-Key; their replies. */
async function deployAtOnce(user: TestUser, count: number) {
  const modelId = await model(user);
  return Promise.all(Array.from({ length: count }, () => deploy(user, { model_id: modelId })));
}

const statuses = (replies: Array<{ statusCode: number }>) => replies.map((reply) => reply.statusCode).sort();
const live = async (user: TestUser) => (await listed(user)).filter((deployment) => deployment.ended_at === null);
const terminate = (user: TestUser, podId: string) =>
  call({ method: 'POST', url: `${buildPath(terminateDeployment.path, { podId })}?user_id=${user.id}` }, user.apiKey);

describe('a deploy is covered by the balance together with what live deployments already reserve', () => {
  it('accepts of 10 parallel deploys with 6 BGL only the one it covers, then refuses 5 more one after another', async () => {
    const user = await api.fundedUser(6);
    const replies = await deployAtOnce(user, 10);
    expect(statuses(replies)).toEqual([200, ...Array<number>(9).fill(422)]);
    for (const reply of replies.filter((r) => r.statusCode === 422)) {
      expect(reply.json()).toEqual({
        error: 'Unprocessable Entity',
        detail: deployBalanceRefusal(FIRST_MINUTES, 6, FIRST_MINUTES),
        code: INSUFFICIENT_BALANCE_CODE,
      });
    }
    expect(deployBalanceRefusal(FIRST_MINUTES, 6, FIRST_MINUTES)).toBe(
      'Deployment validation failed: Insufficient balance: this deployment needs 5 tokens for its first 10 minutes and you have 6 tokens, while your live deployments still need 5 tokens for their own first 10 minutes. Add 4 more tokens to deploy it.',
    );

    const modelId = await model(user);
    for (let attempt = 0; attempt < 5; attempt++) expect((await deploy(user, { model_id: modelId })).statusCode).toBe(422);
    expect(await live(user)).toHaveLength(1);
    // Deploys charge nothing up front: the balance is what it was.
    expect(await api.balanceOf(user)).toBe(6);
  });

  it('answers concurrent twins of one deploy as that deployment, while other deploys are refused', async () => {
    const user = await api.fundedUser(5);
    const modelId = await model(user);
    const key = randomUUID();
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => deploy(user, { model_id: modelId }, key)),
      ...Array.from({ length: 4 }, () => deploy(user, { model_id: modelId })),
    ]);
    const accepted = replies.filter((reply) => reply.statusCode === 200).map((reply) => reply.json<Deployment>().pod_id);
    const twins = replies.slice(0, 4);
    if (twins.every((reply) => reply.statusCode === 200)) {
      expect(new Set(accepted)).toEqual(new Set([twins[0]?.json<Deployment>().pod_id]));
    } else {
      // Another deploy took the balance first: every twin is refused alike.
      expect(statuses(twins)).toEqual([422, 422, 422, 422]);
      expect(accepted).toHaveLength(1);
    }
    expect(await live(user)).toHaveLength(1);
  });

  it('frees what a deployment reserved as it pays its first minutes or ends', async () => {
    const user = await api.fundedUser(10);
    const modelId = await model(user);
    const first = await deploy(user, { model_id: modelId });
    const second = await deploy(user, { model_id: modelId });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await deploy(user, { model_id: modelId });
    expect(third.json().detail).toBe(deployBalanceRefusal(FIRST_MINUTES, 10, 2 * FIRST_MINUTES));

    // The second ends: its reservation goes with it.
    expect((await terminate(user, second.json<Deployment>().pod_id)).statusCode).toBe(200);
    const podId = first.json<Deployment>().pod_id;
    await podCreated(user, podId);
    // The first runs (billed from its model server's first answer) and pays minutes 1 to 4: 2 BGL of its 5 reserved are
    // now spent, 3 still reserved.
    clock.advance(START_SECONDS);
    expect(await one(user, podId)).toMatchObject({ status: 'running', cost_so_far: A100_MINUTE });
    clock.advance(3 * 60);
    expect(await one(user, podId)).toMatchObject({ status: 'running', cost_so_far: 4 * A100_MINUTE });
    expect(await api.balanceOf(user)).toBe(8);
    const fits = await deploy(user, { model_id: modelId });
    expect(fits.statusCode, fits.body).toBe(200);
    const over = await deploy(user, { model_id: modelId });
    expect(over.json().detail).toBe(deployBalanceRefusal(FIRST_MINUTES, 8, 3 + FIRST_MINUTES));

    await Promise.all([podId, fits.json<Deployment>().pod_id].map((id) => terminate(user, id)));
  });

  it('accepts exactly as many parallel deploys as the balance covers, whatever the balance and the crowd', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2_600 }), fc.integer({ min: 1, max: 8 }), async (hundredths, count) => {
        const user = await api.fundedUser(hundredths / 100);
        const replies = await deployAtOnce(user, count);
        const covered = Math.min(count, Math.floor(hundredths / (FIRST_MINUTES * 100)));
        expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(covered);
        expect(replies.filter((reply) => reply.statusCode === 422)).toHaveLength(count - covered);
        expect(await live(user)).toHaveLength(covered);
        expect(await api.balanceOf(user)).toBe(hundredths / 100);
      }),
      { numRuns: 12 },
    );
  });
});
