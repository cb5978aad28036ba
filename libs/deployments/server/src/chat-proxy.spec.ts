import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunPodProvider } from '@bagel/pod-provider';
import { startFakeRunPod, type FakeRunPod } from '@bagel/pod-provider/testing';
import type { PodSpec } from '@bagel/ports';
import { ANSWER_START_TIMEOUT_MS, CHAT_ERRORS, createChatProxy } from './chat-proxy';
import type { DeploymentKeys } from './deployment-keys';
import type { Deployments } from './deployments.service';

const MODEL = 'bagel-llama';
const POD_TOKEN = 'pod-token';
const SPEC: PodSpec = {
  name: 'bagel-deployment-slow',
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_TESLA_A100',
  gpuCount: 1,
  startArgs: ['--served-model-name', MODEL],
  env: { VLLM_API_KEY: POD_TOKEN },
  httpPorts: [8000],
  diskGb: 100,
};

/** The chat route of an app whose one deployment, owned by the caller, runs at `endpointUrl`. */
async function chatApp(endpointUrl: string, answerStartTimeoutMs?: number): Promise<FastifyInstance> {
  const deployments = {
    owned: async (id: string) => ({ id, status: 'running', endpointUrl, modelName: MODEL }),
  } as unknown as Deployments;
  const keys = { userOf: () => 'user-1', podToken: () => POD_TOKEN } as unknown as DeploymentKeys;
  const proxyChat = createChatProxy({ deployments, keys, answerStartTimeoutMs });
  const app = Fastify();
  app.post('/v1/chat/completions', (request, reply) => proxyChat(request as Parameters<typeof proxyChat>[0], reply));
  return app;
}

const ask = (app: FastifyInstance, stream: boolean) =>
  app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: 'Bearer bgd_user-1.key' },
    payload: { model: 'pod-1', messages: [{ role: 'user', content: 'Write a long story' }], stream },
  });

describe('the chat proxy and answers that take long', () => {
  let runPod: FakeRunPod;
  let silent: Server;
  beforeAll(async () => {
    runPod = await startFakeRunPod({ apiKey: 'rp_key', startSeconds: 0, container: { slowAnswers: true } });
    // A model server that takes the request and never begins to answer.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await runPod.close();
  });

  it("answers RunPod's 524 with why, and that a long answer should be streamed; a streamed one gets through", async () => {
    const pods = createRunPodProvider({ apiKey: 'rp_key', apiUrl: runPod.url, proxyUrl: runPod.proxyUrl });
    const pod = await pods.create(SPEC);
    const app = await chatApp(pod.urls[8000] ?? '');
    const cut = await ask(app, false);
    expect(cut.statusCode).toBe(502);
    expect(cut.json().message).toBe(CHAT_ERRORS.cutByProxy);
    expect(CHAT_ERRORS.cutByProxy).toContain('"stream": true');
    const streamed = await ask(app, true);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it('gives up on a server that has not begun to answer in time, saying a long answer should be streamed', async () => {
    const app = await chatApp(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, 50);
    const late = await ask(app, false);
    expect(late.statusCode).toBe(502);
    expect(late.json().message).toBe(CHAT_ERRORS.noAnswerInTime(0.05));
    expect(late.json().message).toContain('"stream": true');
  });

  it('waits less than the 100 s after which RunPod’s proxy cuts an answer', () => {
    expect(ANSWER_START_TIMEOUT_MS).toBeLessThan(100_000);
  });
});
