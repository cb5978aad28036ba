import { describe, expect, it } from 'vitest';
import { createSimulatedPodProvider } from '@bagel/pod-provider';
import { manualClock, memorySimulatedPodStore } from '@bagel/pod-provider/testing';
import type { Pod, PodSpec } from '@bagel/ports';
import { nextLook, observe, STARTING_POLL_MS } from './pod-observation';

const spec: PodSpec = {
  name: 'bagel-deployment-test',
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_TESLA_A100',
  gpuCount: 1,
  env: {},
  httpPorts: [8000],
  diskGb: 100,
};

describe('a pod as its deployment shows it', () => {
  it('follows the simulator through its starting phases to a running container, with its address', async () => {
    const clock = manualClock();
    const pods = createSimulatedPodProvider({ store: memorySimulatedPodStore(), startSeconds: 40, now: clock.now });
    const { id } = await pods.create(spec);
    const seen = [];
    for (const seconds of [0, 4, 16, 20]) {
      clock.advance(seconds);
      seen.push(observe(await pods.get(id)));
    }
    expect(seen).toEqual([
      { kind: 'live', status: 'pending', progress: 0, message: 'Waiting for a GPU', containerStartedAt: null, endpointUrl: null },
      {
        kind: 'live',
        status: 'provisioning',
        progress: 10,
        message: 'Preparing the GPU machine',
        containerStartedAt: null,
        endpointUrl: null,
      },
      {
        kind: 'live',
        status: 'loading',
        progress: 50,
        message: 'Starting the container and loading the model',
        containerStartedAt: null,
        endpointUrl: null,
      },
      {
        kind: 'live',
        status: 'running',
        progress: 100,
        message: null,
        // The simulator runs the container at 70 % of its start time; its model server answers at the end of it.
        containerStartedAt: new Date('2025-01-01T00:00:28.000Z'),
        endpointUrl: `http://simulated-pods.invalid/${id}/8000`,
      },
    ]);
  });

  it('ends a deployment whose pod is gone, failed, stopped or terminated at the provider, with the reason', () => {
    const pod: Pod = {
      id: 'p',
      status: 'failed',
      progress: 100,
      costPerHourUsd: 1,
      runningSince: null,
      message: 'Out of memory',
      urls: {},
    };
    expect(observe(undefined)).toEqual({ kind: 'ended', message: 'The pod is gone: the provider no longer has it' });
    expect(observe(pod)).toEqual({ kind: 'ended', message: 'Out of memory' });
    expect(observe({ ...pod, status: 'exited', message: null })).toEqual({ kind: 'ended', message: 'The pod stopped' });
    expect(observe({ ...pod, status: 'terminated', message: null })).toEqual({
      kind: 'ended',
      message: 'The pod was terminated at the provider',
    });
  });

  it('never shows a starting pod at 100 %', () => {
    const pod: Pod = { id: 'p', status: 'loading', progress: 100, costPerHourUsd: 1, runningSince: null, message: null, urls: {} };
    expect(observe(pod)).toMatchObject({ status: 'loading', progress: 99 });
  });
});

describe('when the job looks again', () => {
  const now = Date.parse('2025-01-01T00:10:00.000Z');
  it('polls a starting pod every few seconds', () => {
    expect(nextLook({ status: 'loading', endedAt: null, runningSince: null, minutesCharged: 0 }, now)).toBe(now + STARTING_POLL_MS);
  });

  it('looks at a running pod when its next unbilled minute starts, even if that is already past', () => {
    const runningSince = new Date('2025-01-01T00:05:00.000Z');
    expect(nextLook({ status: 'running', endedAt: null, runningSince, minutesCharged: 6 }, now)).toBe(
      Date.parse('2025-01-01T00:11:00.000Z'),
    );
    expect(nextLook({ status: 'running', endedAt: null, runningSince, minutesCharged: 2 }, now)).toBe(
      Date.parse('2025-01-01T00:07:00.000Z'),
    );
  });

  it('stops looking once the deployment has ended', () => {
    expect(nextLook({ status: 'terminated', endedAt: new Date(now), runningSince: null, minutesCharged: 3 }, now)).toBeNull();
  });
});
