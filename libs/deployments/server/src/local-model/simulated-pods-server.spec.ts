import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedPod } from '@bagel/pod-provider';
import type { PodSpec } from '@bagel/ports';
import { simulatedReply } from './simulated-reply';
import { startSimulatedPodsServer, type SimulatedPodsServer } from './simulated-pods-server';

const messages = [{ role: 'user', content: 'Is a bagel a doughnut?' }];
const START = Date.parse('2025-01-01T00:00:00Z');

const specOf = (model: string): PodSpec => ({
  name: `bagel-deployment-${model}`,
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_TESLA_V100',
  gpuCount: 1,
  startArgs: ['--model', '/models/x', '--served-model-name', model],
  env: { VLLM_API_KEY: 'pod-token' },
  httpPorts: [8000],
  diskGb: 100,
});

describe('the local simulator’s server for simulated pods', () => {
  let now = START;
  /** The running pods, as the simulator reads them from the database. */
  const running = new Map<string, ServedPod>([
    ['sim-llama', { spec: specOf('bagel-llama'), readyAt: START }],
    ['sim-loading', { spec: specOf('bagel-llama'), readyAt: START + 5_000 }],
  ]);
  let server: SimulatedPodsServer;
  beforeAll(async () => {
    server = await startSimulatedPodsServer({ served: async (id) => running.get(id), now: () => now });
  });
  afterAll(() => server.close());

  const pod = (id = 'sim-llama', port = 8000) => `${server.url}/${id}/${port}`;
  const post = (body: unknown, token = 'pod-token') =>
    fetch(`${pod()}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const models = (url = pod()) => fetch(`${url}/v1/models`, { headers: { authorization: 'Bearer pod-token' } });

  it('lists the model the pod serves, as vLLM does', async () => {
    expect(await (await models()).json()).toMatchObject({ object: 'list', data: [{ id: 'bagel-llama', object: 'model' }] });
    expect((await fetch(`${pod()}/health`)).status).toBe(200);
  });

  it('answers a chat completion in OpenAI’s format', async () => {
    const reply = await post({ model: 'bagel-llama', messages });
    expect(reply.status).toBe(200);
    const words = simulatedReply(messages, 'bagel-llama').words;
    expect(await reply.json()).toEqual({
      id: expect.stringMatching(/^chatcmpl-[0-9a-f]{24}$/),
      object: 'chat.completion',
      created: 1735689600,
      model: 'bagel-llama',
      choices: [{ index: 0, message: { role: 'assistant', content: words.join(' ') }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: words.length, total_tokens: 5 + words.length },
    });
  });

  it('streams one server-sent event per word, ending with [DONE]', async () => {
    const reply = await post({ model: 'bagel-llama', messages, stream: true });
    expect(reply.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = (await reply.text()).split('\n\n').filter((event) => event !== '');
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.slice('data: '.length)));
    const words = simulatedReply(messages, 'bagel-llama').words;
    expect(chunks).toHaveLength(words.length + 2);
    expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: '' });
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toBe(words.join(' '));
    expect(chunks.at(-1).choices[0]).toEqual({ index: 0, delta: {}, finish_reason: 'stop' });
  });

  it('refuses what vLLM refuses: a wrong token, another model, a malformed request', async () => {
    expect((await post({ model: 'bagel-llama', messages }, 'wrong')).status).toBe(401);
    const otherModel = await post({ model: 'gpt-4', messages });
    expect(otherModel.status).toBe(404);
    expect(await otherModel.json()).toMatchObject({ object: 'error', message: 'The model `gpt-4` does not exist.', code: 404 });
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ model: 'bagel-llama', messages: [] })).status).toBe(400);
    expect((await post({ model: 'bagel-llama', messages, max_tokens: 0 })).status).toBe(400);
  });

  it('answers 502 to everything until the pod’s model has loaded, as the pod proxy does while vLLM does not listen', async () => {
    const loading = pod('sim-loading');
    expect(await models(loading).then(async (reply) => [reply.status, await reply.text()])).toEqual([502, 'Bad Gateway']);
    expect((await fetch(`${loading}/health`)).status).toBe(502);
    now += 5_000;
    try {
      expect((await models(loading)).status).toBe(200);
    } finally {
      now = START;
    }
  });

  it('answers 404 for a pod that does not run, or a port it does not serve', async () => {
    for (const url of [pod('sim-gone'), pod('sim-llama', 9000), `${server.url}/v1/models`]) {
      expect((await models(url)).status).toBe(404);
    }
  });
});
