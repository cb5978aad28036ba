import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createSimulatedPodProvider } from '@bagel/pod-provider';
import { describePodProviderContract, manualClock } from '@bagel/pod-provider/testing';
import type { PodSpec } from '@bagel/ports';
import { deploymentsMigrations } from './deployments.migrations';
import { createSimulatedPodStore } from './simulated-pod-store';

const SPEC: PodSpec = {
  name: 'bagel-deployment-7',
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_TESLA_A100',
  gpuCount: 4,
  startArgs: ['--served-model-name', 'bagel-llama'],
  env: { VLLM_API_KEY: 'pod-token' },
  httpPorts: [8000],
  diskGb: 100,
};

// Two api processes over one database: on PostgreSQL (test-pg) each has its own pool, as separate processes do; on
// PGlite (one process by nature) they share its handle.
let database: DatabaseHandle;
let other: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([deploymentsMigrations]);
  other =
    database.driver.kind === 'postgres' ? await openDatabase({ url: String(database.driver.pool.options.connectionString) }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

describePodProviderContract('The local simulator on the database', async () => {
  const clock = manualClock();
  return {
    provider: createSimulatedPodProvider({ store: createSimulatedPodStore(database.db), startSeconds: 20, now: clock.now }),
    startSeconds: 20,
    advance: clock.advance,
    close: async () => undefined,
  };
});

describe('simulated pods in the database', () => {
  const clock = manualClock();
  /** A process's simulator, on its own handle of the database. */
  const simulatorOn = (handle: DatabaseHandle) =>
    createSimulatedPodProvider({ store: createSimulatedPodStore(handle.db), startSeconds: 10, now: clock.now });

  it('are one pod to every process: created by one, it starts, runs and is terminated as the other sees it', async () => {
    const [first, second] = [simulatorOn(database), simulatorOn(other)];
    const created = await first.create(SPEC);
    expect(created).toMatchObject({ status: 'pending', progress: 0, costPerHourUsd: 4.76 });
    clock.advance(5);
    expect(await second.get(created.id)).toMatchObject({ status: 'loading', progress: 50, message: expect.any(String) });
    clock.advance(2);
    const running = await second.get(created.id);
    expect(running).toEqual(await first.get(created.id));
    expect(running).toMatchObject({
      status: 'running',
      progress: 100,
      runningSince: new Date(clock.now()).toISOString(),
      urls: { 8000: expect.any(String) },
    });
    expect(await second.served(created.id)).toEqual({ spec: SPEC, readyAt: clock.now() + 3_000 });

    clock.advance(60);
    await second.terminate(created.id);
    clock.advance(60);
    await first.terminate(created.id);
    for (const process of [first, second]) {
      expect(await process.get(created.id)).toMatchObject({ status: 'terminated', progress: 100, urls: {} });
      expect(await process.served(created.id)).toBeUndefined();
    }
  });

  it('outlive the process that created them (a restart), and are unknown to a database that never had them', async () => {
    const first = simulatorOn(database);
    const { id } = await first.create(SPEC);
    clock.advance(10);
    const restarted = simulatorOn(other);
    expect(await restarted.get(id)).toMatchObject({ id, status: 'running' });
    expect(await restarted.get('sim-never-created')).toBeUndefined();
  });
});
