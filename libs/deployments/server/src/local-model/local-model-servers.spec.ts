import { describe, expect, it } from 'vitest';
import { createSimulatedPodProvider } from '@bagel/pod-provider';
import { manualClock } from '@bagel/pod-provider/testing';
import type { PodSpec } from '@bagel/ports';
import { createLocalModelServers } from './local-model-servers';

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

const models = (url: string, token: string) =>
  fetch(`${url}/v1/models`, { headers: { authorization: `Bearer ${token}` } }).then(async (reply) => (await reply.json()).data[0].id);

describe('the simulator’s model servers', () => {
  it('serve each simulated pod’s model with its token, and close with the pod', async () => {
    const clock = manualClock();
    const servers = createLocalModelServers({ wordDelayMs: 0, now: clock.now });
    const pods = servers.closingOnTerminate(
      createSimulatedPodProvider({ startSeconds: 10, now: clock.now, startHttpServer: servers.start }),
    );
    try {
      const first = await pods.create(spec('first-model'));
      const second = await pods.create(spec('second-model'));
      clock.advance(10);
      const firstUrl = (await pods.get(first.id))?.urls[8000] ?? '';
      const secondUrl = (await pods.get(second.id))?.urls[8000] ?? '';
      expect(await models(firstUrl, 'token-first-model')).toBe('first-model');
      expect(await models(secondUrl, 'token-second-model')).toBe('second-model');

      await pods.terminate(first.id);
      await expect(fetch(`${firstUrl}/health`)).rejects.toThrow();
      expect(await models(secondUrl, 'token-second-model')).toBe('second-model');
    } finally {
      await servers.close();
    }
  });

  it('close every server when closed', async () => {
    const servers = createLocalModelServers();
    const url = await servers.start(spec('a-model'), 8000, Date.now());
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await servers.close();
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
