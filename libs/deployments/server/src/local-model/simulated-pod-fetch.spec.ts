import { afterAll, describe, expect, it } from 'vitest';
import { createSimulatedPodProvider } from '@bagel/pod-provider';
import { manualClock, memorySimulatedPodStore } from '@bagel/pod-provider/testing';
import type { PodSpec } from '@bagel/ports';
import { createSimulatedPodFetch } from './simulated-pod-fetch';

const spec = (model: string): PodSpec => ({
  name: `bagel-deployment-${model}`,
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_TESLA_V100',
  gpuCount: 1,
  startArgs: ['--model', model, '--served-model-name', model],
  env: { VLLM_API_KEY: `token-${model}` },
  httpPorts: [8000],
  diskGb: 100,
});

describe('a process’s fetch for simulated pods', () => {
  const clock = manualClock();
  const store = memorySimulatedPodStore();
  /** Two api processes: their simulators share the pods' store, each has its own server. */
  const simulator = () => createSimulatedPodProvider({ store, startSeconds: 10, now: clock.now });
  const [first, second] = [simulator(), simulator()];
  const fetchOfFirst = createSimulatedPodFetch({ pods: first, wordDelayMs: 0, now: clock.now });
  const fetchOfSecond = createSimulatedPodFetch({ pods: second, wordDelayMs: 0, now: clock.now });
  afterAll(async () => {
    await fetchOfFirst.close();
    await fetchOfSecond.close();
  });

  const models = (reach: typeof fetch, url: string, token: string) =>
    reach(`${url}/v1/models`, { headers: { authorization: `Bearer ${token}` } }).then(async (reply) =>
      reply.ok ? (await reply.json()).data[0].id : reply.status,
    );

  it('serves each simulated pod’s model with its token in any process, until the pod is terminated', async () => {
    const one = await first.create(spec('first-model'));
    const two = await second.create(spec('second-model'));
    clock.advance(10);
    const oneUrl = (await second.get(one.id))?.urls[8000] ?? '';
    const twoUrl = (await first.get(two.id))?.urls[8000] ?? '';
    for (const reach of [fetchOfFirst.fetch, fetchOfSecond.fetch]) {
      expect(await models(reach, oneUrl, 'token-first-model')).toBe('first-model');
      expect(await models(reach, twoUrl, 'token-second-model')).toBe('second-model');
    }

    await second.terminate(one.id);
    expect(await models(fetchOfFirst.fetch, oneUrl, 'token-first-model')).toBe(404);
    expect(await models(fetchOfFirst.fetch, twoUrl, 'token-second-model')).toBe('second-model');
  });

  it('leaves other URLs to fetch, and refuses simulated ones once closed', async () => {
    const reach = createSimulatedPodFetch({ pods: createSimulatedPodProvider({ store }) });
    await expect(reach.fetch('http://127.0.0.1:9/v1/models')).rejects.toThrow('fetch failed');
    await reach.close();
    await expect(reach.fetch('http://simulated-pods.invalid/sim-x/8000/v1/models')).rejects.toThrow('closed');
  });
});
