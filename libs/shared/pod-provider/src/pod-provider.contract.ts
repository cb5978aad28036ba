import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PodProviderError, type Pod, type PodProvider, type PodSpec, type PodStatus } from '@bagel/ports';

/** One provider for a test, on a clock the test moves. */
export interface PodProviderUnderTest {
  provider: PodProvider;
  /** Seconds its pods take from create to running. */
  startSeconds: number;
  /** Moves the provider's clock (and its fake's) on. */
  advance(seconds: number): void;
  close(): Promise<void>;
}

const SPEC: PodSpec = {
  name: 'contract-test',
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_H100_80GB',
  gpuCount: 2,
  env: { MODEL_ID: 'Qwen/Qwen2.5-0.5B-Instruct' },
  httpPorts: [8000, 8080],
  diskGb: 40,
};
const STEPS = 20;
const STARTING: PodStatus[] = ['pending', 'provisioning', 'loading'];

const distinctInOrder = (statuses: PodStatus[]) => statuses.filter((status, index) => status !== statuses[index - 1]);

/** What a promise rejects with; fails the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/**
 * What every PodProvider answers, run by the simulator and by the RunPod adapter against a fake RunPod: billing and the
 * UI read pods through one code path, so the two must not differ in states, progress, prices or errors.
 */
export function describePodProviderContract(name: string, start: () => Promise<PodProviderUnderTest>): void {
  describe(`${name} keeps the PodProvider contract`, () => {
    let subject: PodProviderUnderTest;
    beforeEach(async () => {
      subject = await start();
    });
    afterEach(() => subject.close());

    const read = async (id: string): Promise<Pod> => {
      const pod = await subject.provider.get(id);
      if (!pod) throw new Error(`${id} is gone`);
      return pod;
    };
    /** Creates a pod and reads it at every step of its start, and once more past it. */
    const startPod = async (spec = SPEC) => {
      const created = await subject.provider.create(spec);
      const seen = [created];
      for (let step = 0; step <= STEPS; step++) {
        subject.advance(subject.startSeconds / STEPS);
        seen.push(await read(created.id));
      }
      return seen;
    };

    // RunPod's REST API tells a started container from a placed pod but not from a loading one, so its pods skip
    // 'loading'; what serves in a running pod is its caller's to ask (the deployment's probe, the trainer's).
    it('starts a pod through pending, provisioning (and loading where the provider tells it) to running, its progress rising to 100', async () => {
      const seen = await startPod();
      expect([
        ['pending', 'provisioning', 'loading', 'running'],
        ['pending', 'provisioning', 'running'],
      ]).toContainEqual(distinctInOrder(seen.map((pod) => pod.status)));
      expect(new Set(seen.map((pod) => pod.id)).size).toBe(1);
      const progress = seen.map((pod) => pod.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(seen[0]?.progress).toBe(0);
      for (const pod of seen) {
        if (pod.status === 'running') {
          expect(pod).toMatchObject({ progress: 100, message: null, runningSince: expect.any(String) });
          expect(Date.parse(pod.runningSince ?? '')).not.toBeNaN();
          expect(Object.keys(pod.urls)).toEqual(['8000', '8080']);
          for (const url of Object.values(pod.urls)) expect(URL.canParse(url)).toBe(true);
        } else {
          expect(STARTING).toContain(pod.status);
          expect(pod).toMatchObject({ runningSince: null, message: expect.any(String), urls: {} });
          expect(pod.progress).toBeGreaterThanOrEqual(0);
          expect(pod.progress).toBeLessThan(100);
        }
      }
    });

    it.each([
      ['NVIDIA_H100_80GB', 2, 5.98],
      ['NVIDIA_TESLA_V100', 1, 0.49],
      ['NVIDIA_TESLA_A100_80GB', 4, 6.56],
    ] as const)('charges %s × %i at %d USD an hour from create on', async (gpuType, gpuCount, usd) => {
      const seen = await startPod({ ...SPEC, gpuType, gpuCount });
      for (const pod of seen) expect(pod.costPerHourUsd).toBe(usd);
    });

    it('terminates a running pod: it then reads as terminated or gone, and terminating it again is no error', async () => {
      const seen = await startPod();
      const id = seen[0]?.id ?? '';
      await subject.provider.terminate(id);
      for (const _ of [1, 2]) {
        const after = await subject.provider.get(id);
        if (after) expect(after).toMatchObject({ id, status: 'terminated', urls: {} });
        subject.advance(subject.startSeconds);
      }
      await expect(subject.provider.terminate(id)).resolves.toBeUndefined();
    });

    it('terminates a pod that is still starting, and it never runs', async () => {
      const created = await subject.provider.create(SPEC);
      subject.advance(subject.startSeconds / 4);
      await subject.provider.terminate(created.id);
      subject.advance(subject.startSeconds * 2);
      const after = await subject.provider.get(created.id);
      if (after) expect(after).toMatchObject({ status: 'terminated', urls: {} });
    });

    it('answers undefined for a pod it does not have, and terminating one is no error', async () => {
      await expect(subject.provider.get('no-such-pod')).resolves.toBeUndefined();
      await expect(subject.provider.terminate('no-such-pod')).resolves.toBeUndefined();
    });

    it('keeps pods apart', async () => {
      const first = await subject.provider.create(SPEC);
      subject.advance(subject.startSeconds / 2);
      const second = await subject.provider.create({ ...SPEC, name: 'contract-test-2', gpuType: 'NVIDIA_TESLA_V100', gpuCount: 1 });
      expect(second.id).not.toBe(first.id);
      await subject.provider.terminate(first.id);
      subject.advance(subject.startSeconds);
      expect(await read(second.id)).toMatchObject({ status: 'running', costPerHourUsd: 0.49 });
    });

    it.each([
      ['an unknown GPU type', { gpuType: 'NVIDIA_TPU' as PodSpec['gpuType'] }],
      ['no GPUs', { gpuCount: 0 }],
      ['half a GPU', { gpuCount: 0.5 }],
      ['no image', { image: '' }],
    ])('refuses a spec with %s with a PodProviderError not to be retried', async (_, change) => {
      const error = await rejection(subject.provider.create({ ...SPEC, ...change }));
      expect(error).toBeInstanceOf(PodProviderError);
      expect(error).toMatchObject({ retryable: false });
    });
  });
}
