import { describe, expect, it } from 'vitest';
import type { PodSpec } from '@bagel/ports';
import { describePodProviderContract } from './pod-provider.contract';
import { createSimulatedPodProvider, type SimulatedPodProviderOptions } from './simulated-pod-provider';
import { simulatedPodAddress } from './simulated-pod-urls';
import { manualClock } from './testing/manual-clock';
import { memorySimulatedPodStore } from './testing/memory-simulated-pod-store';

const SPEC: PodSpec = {
  name: 'deployment-7',
  image: 'bagel/model-server:1',
  gpuType: 'NVIDIA_TESLA_A100',
  gpuCount: 4,
  env: {},
  httpPorts: [8000],
  diskGb: 20,
};

describePodProviderContract('The local simulator', async () => {
  const clock = manualClock();
  return {
    provider: createSimulatedPodProvider({ store: memorySimulatedPodStore(), startSeconds: 20, now: clock.now }),
    startSeconds: 20,
    advance: clock.advance,
    close: async () => undefined,
  };
});

describe('The local simulator', () => {
  const setUp = (options: Partial<SimulatedPodProviderOptions> = {}) => {
    const clock = manualClock();
    const store = memorySimulatedPodStore();
    return { clock, store, provider: createSimulatedPodProvider({ store, now: clock.now, ...options }) };
  };

  it("is labelled 'Local simulator' and runs its container after 14 of its 20 seconds by default", async () => {
    const { clock, provider } = setUp();
    expect(provider.label).toBe('Local simulator');
    const { id } = await provider.create(SPEC);
    clock.advance(13);
    expect(await provider.get(id)).toMatchObject({ status: 'loading', progress: 65 });
    clock.advance(1);
    expect(await provider.get(id)).toMatchObject({ status: 'running', progress: 100 });
  });

  it.each([
    [0, 'pending', 0],
    [0.999, 'pending', 9],
    [1, 'provisioning', 10],
    [3.999, 'provisioning', 39],
    [4, 'loading', 40],
    [6.999, 'loading', 69],
    [7, 'running', 100],
    [3600, 'running', 100],
  ] as const)('after %d of 10 seconds is %s at %i %%', async (seconds, status, progress) => {
    const { clock, provider } = setUp({ startSeconds: 10 });
    const { id } = await provider.create(SPEC);
    clock.advance(seconds);
    expect(await provider.get(id)).toMatchObject({ status, progress });
  });

  it('runs its container from 70 % of its start time on, at the price of its GPUs', async () => {
    const { clock, provider } = setUp({ startSeconds: 10 });
    const { id } = await provider.create(SPEC);
    clock.advance(25);
    expect(await provider.get(id)).toEqual({
      id,
      status: 'running',
      progress: 100,
      costPerHourUsd: 4.76,
      runningSince: '2025-01-01T00:00:07.000Z',
      message: null,
      urls: { 8000: `http://simulated-pods.invalid/${id}/8000` },
    });
  });

  it('runs at once when it takes no time to start', async () => {
    const { provider } = setUp({ startSeconds: 0 });
    expect(await provider.create(SPEC)).toMatchObject({ status: 'running', progress: 100, runningSince: '2025-01-01T00:00:00.000Z' });
  });

  it('gives each HTTP port a URL that names the pod and the port, the same in every process', async () => {
    const { clock, store, provider } = setUp({ startSeconds: 10 });
    const { id, urls } = await provider.create({ ...SPEC, httpPorts: [8000, 9000] });
    expect(urls).toEqual({});
    clock.advance(7);
    const running = (await provider.get(id))?.urls ?? {};
    expect(Object.keys(running)).toEqual(['8000', '9000']);
    const other = createSimulatedPodProvider({ store, startSeconds: 10, now: clock.now });
    expect((await other.get(id))?.urls).toEqual(running);
    expect(simulatedPodAddress(new URL(`${running[9000]}/v1/models`).pathname)).toEqual({ podId: id, port: 9000, path: '/v1/models' });
  });

  it('says what a running pod serves, and that its model server answers at the end of its start time', async () => {
    const { clock, provider } = setUp({ startSeconds: 10 });
    const { id } = await provider.create(SPEC);
    clock.advance(6.999);
    expect(await provider.served(id)).toBeUndefined();
    clock.advance(0.001);
    expect(await provider.served(id)).toEqual({ spec: SPEC, readyAt: Date.parse('2025-01-01T00:00:10.000Z') });
    await provider.terminate(id);
    expect(await provider.served(id)).toBeUndefined();
    expect(await provider.served('sim-unknown')).toBeUndefined();
  });

  it('keeps answering terminated, with the progress it reached and when it ran', async () => {
    const { clock, provider } = setUp({ startSeconds: 10 });
    const starting = await provider.create(SPEC);
    const running = await provider.create(SPEC);
    clock.advance(12);
    await provider.terminate(running.id);
    clock.advance(2);
    await provider.terminate(running.id);
    expect(await provider.get(running.id)).toMatchObject({ status: 'terminated', progress: 100, runningSince: '2025-01-01T00:00:07.000Z' });

    const { id } = await provider.create(SPEC);
    clock.advance(5);
    await provider.terminate(id);
    clock.advance(3600);
    expect(await provider.get(id)).toMatchObject({ status: 'terminated', progress: 50, runningSince: null, message: null, urls: {} });
    expect(await provider.get(starting.id)).toMatchObject({ status: 'running' });
  });

  it('shares its pods with every simulator on its store (another process, or after a restart), and with no other', async () => {
    const { clock, store, provider } = setUp({ startSeconds: 10 });
    const { id } = await provider.create(SPEC);
    const other = createSimulatedPodProvider({ store, startSeconds: 10, now: clock.now });
    clock.advance(5);
    expect(await other.get(id)).toMatchObject({ status: 'loading', progress: 50 });
    await other.terminate(id);
    expect(await provider.get(id)).toMatchObject({ status: 'terminated', progress: 50 });
    expect(await setUp().provider.get(id)).toBeUndefined();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d seconds to start', (startSeconds) => {
    expect(() => createSimulatedPodProvider({ store: memorySimulatedPodStore(), startSeconds })).toThrow(
      'A simulated pod needs 0 or more seconds to start',
    );
  });
});
