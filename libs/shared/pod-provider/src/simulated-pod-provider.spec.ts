import { describe, expect, it, vi } from 'vitest';
import type { PodSpec } from '@bagel/ports';
import { describePodProviderContract } from './pod-provider.contract';
import { createSimulatedPodProvider } from './simulated-pod-provider';
import { manualClock } from './testing/manual-clock';

const SPEC: PodSpec = {
  name: 'deployment-7',
  image: 'bagel/model-server:1',
  gpuType: 'NVIDIA_TESLA_A100',
  gpuCount: 4,
  env: {},
  httpPorts: [8000],
  diskGb: 20,
};
const localUrl = async (spec: PodSpec, port: number) => `http://127.0.0.1:4000/${spec.name}/${port}`;

describePodProviderContract('The local simulator', async () => {
  const clock = manualClock();
  return {
    provider: createSimulatedPodProvider({ startSeconds: 20, now: clock.now, startHttpServer: localUrl }),
    startSeconds: 20,
    advance: clock.advance,
    close: async () => undefined,
  };
});

describe('The local simulator', () => {
  const setUp = (options: Parameters<typeof createSimulatedPodProvider>[0] = {}) => {
    const clock = manualClock();
    return { clock, provider: createSimulatedPodProvider({ now: clock.now, ...options }) };
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
      urls: {},
    });
  });

  it('runs at once when it takes no time to start', async () => {
    const { provider } = setUp({ startSeconds: 0 });
    expect(await provider.create(SPEC)).toMatchObject({ status: 'running', progress: 100, runningSince: '2025-01-01T00:00:00.000Z' });
  });

  it('serves each HTTP port through startHttpServer, started once with the pod, answering at the end of its start time', async () => {
    const startHttpServer = vi.fn(localUrl);
    const { clock, provider } = setUp({ startSeconds: 10, startHttpServer });
    const spec = { ...SPEC, httpPorts: [8000, 9000] };
    const { id, urls } = await provider.create(spec);
    expect(urls).toEqual({});
    const answersAt = Date.parse('2025-01-01T00:00:10.000Z');
    expect(startHttpServer.mock.calls).toEqual([
      [spec, 8000, answersAt],
      [spec, 9000, answersAt],
    ]);
    clock.advance(7);
    expect((await provider.get(id))?.urls).toEqual({
      8000: 'http://127.0.0.1:4000/deployment-7/8000',
      9000: 'http://127.0.0.1:4000/deployment-7/9000',
    });
    await provider.get(id);
    expect(startHttpServer).toHaveBeenCalledTimes(2);
  });

  it('fails a pod whose server does not start, saying why', async () => {
    const { clock, provider } = setUp({ startSeconds: 10, startHttpServer: async () => Promise.reject(new Error('port 8000 is taken')) });
    const { id } = await provider.create(SPEC);
    clock.advance(5);
    expect(await provider.get(id)).toMatchObject({ status: 'loading' });
    clock.advance(5);
    expect(await provider.get(id)).toMatchObject({
      status: 'failed',
      message: 'The model server did not start: port 8000 is taken',
      urls: {},
    });
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

  it('keeps its pods to itself: another simulator (after a restart) has none of them', async () => {
    const { provider } = setUp();
    const { id } = await provider.create(SPEC);
    expect(await setUp().provider.get(id)).toBeUndefined();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d seconds to start', (startSeconds) => {
    expect(() => createSimulatedPodProvider({ startSeconds })).toThrow('A simulated pod needs 0 or more seconds to start');
  });
});
