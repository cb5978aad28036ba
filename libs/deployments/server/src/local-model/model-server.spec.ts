import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from './model-server';
import { simulatedReply } from './simulated-reply';

const messages = [{ role: 'user', content: 'Is a bagel a doughnut?' }];

describe('the local simulator’s model server', () => {
  let server: ModelServer;
  beforeAll(async () => {
    server = await startModelServer({ model: 'bagel-llama', token: 'pod-token', now: () => Date.parse('2025-01-01T00:00:00Z') });
  });
  afterAll(() => server.close());

  const post = (body: unknown, token = 'pod-token') =>
    fetch(`${server.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('lists the model it serves, as vLLM does', async () => {
    const reply = await fetch(`${server.url}/v1/models`, { headers: { authorization: 'Bearer pod-token' } });
    expect(await reply.json()).toMatchObject({ object: 'list', data: [{ id: 'bagel-llama', object: 'model' }] });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
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

  it('answers 502 to everything until its model has loaded, as the pod proxy does while vLLM does not listen', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z');
    const loading = await startModelServer({ model: 'bagel-llama', token: 'pod-token', now: () => now, readyAt: now + 5_000 });
    try {
      const models = () => fetch(`${loading.url}/v1/models`, { headers: { authorization: 'Bearer pod-token' } });
      expect(await models().then(async (reply) => [reply.status, await reply.text()])).toEqual([502, 'Bad Gateway']);
      expect((await fetch(`${loading.url}/health`)).status).toBe(502);
      now += 5_000;
      expect((await models()).status).toBe(200);
    } finally {
      await loading.close();
    }
  });
});
