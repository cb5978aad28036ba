import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GPU_TYPES } from '@bagel/contract';
import { RUNPOD_GPU_TYPE_IDS } from '../runpod/runpod-gpu-types';
import { FAKE_RUNPOD_GPU_PRICES } from './fake-runpod-pods';
import { startFakeRunPod, type FakeRunPod } from './fake-runpod';
import { manualClock, type ManualClock } from './manual-clock';

const KEY = 'rpa_fake';
const BODY = { name: 'p', imageName: 'img:1', gpuTypeIds: ['NVIDIA A100 80GB PCIe'], gpuCount: 2, ports: ['8000/http', '22/tcp'] };

describe('The fake RunPod', () => {
  let fake: FakeRunPod;
  let clock: ManualClock;
  const send = async (method: string, path: string, body?: unknown, key = KEY) => {
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  };
  beforeEach(async () => {
    clock = manualClock();
    fake = await startFakeRunPod({ apiKey: KEY, startSeconds: 10, capacity: { 'NVIDIA A100 80GB PCIe': 2 }, now: clock.now });
  });
  afterEach(() => fake.close());

  it('prices every RunPod GPU type the adapter asks for', () => {
    for (const gpuType of GPU_TYPES) for (const id of RUNPOD_GPU_TYPE_IDS[gpuType]) expect(FAKE_RUNPOD_GPU_PRICES[id]).toBeGreaterThan(0);
  });

  it('creates a pod with RunPod defaults and advances it by time: placed, started, reachable', async () => {
    const created = await send('POST', '/pods', BODY);
    expect(created.status).toBe(201);
    const id = String(created.body?.['id']);
    expect(created.body).toMatchObject({
      desiredStatus: 'RUNNING',
      costPerHr: 3.28,
      gpu: { id: 'NVIDIA A100 80GB PCIe', count: 2 },
      image: 'img:1',
      volumeInGb: 20,
      containerDiskInGb: 50,
      lastStartedAt: null,
      publicIp: '',
      portMappings: {},
    });
    expect(created.body).not.toHaveProperty('machineId');
    clock.advance(1);
    expect((await send('GET', `/pods/${id}`)).body).toMatchObject({ machineId: expect.any(String), lastStartedAt: null });
    clock.advance(3);
    expect((await send('GET', `/pods/${id}`)).body).toMatchObject({ lastStartedAt: '2025-01-01T00:00:04.000Z', publicIp: '' });
    clock.advance(6);
    expect((await send('GET', `/pods/${id}`)).body).toMatchObject({
      publicIp: expect.stringMatching(/^203\.0\.113\.\d+$/),
      portMappings: { 22: expect.any(Number) },
    });
  });

  it('stops a pod (EXITED) and deletes it (TERMINATED, then not found), freeing its GPUs once', async () => {
    const id = String((await send('POST', '/pods', BODY)).body?.['id']);
    expect(await send('POST', '/pods', BODY)).toMatchObject({
      status: 500,
      body: { error: 'create pod: There are no instances currently available', status: 500 },
    });
    expect(await send('POST', `/pods/${id}/stop`)).toMatchObject({ status: 200, body: { desiredStatus: 'EXITED' } });
    expect((await send('GET', `/pods/${id}`)).body).toMatchObject({ desiredStatus: 'EXITED', publicIp: '' });
    expect(await send('DELETE', `/pods/${id}`)).toEqual(expect.objectContaining({ status: 204, body: undefined }));
    expect(await send('GET', `/pods/${id}`)).toMatchObject({ status: 404, body: { error: 'pod not found', status: 404 } });
    expect(fake.pods()).toEqual([expect.objectContaining({ id, desiredStatus: 'TERMINATED' })]);
    expect((await send('POST', '/pods', BODY)).status).toBe(201);
    expect((await send('POST', '/pods', BODY)).status).toBe(500);
  });

  it("answers RunPod's 400 'Invalid Pod ID.' to stopping or deleting a pod it does not have, 404 to reading one", async () => {
    expect(await send('DELETE', '/pods/nope')).toMatchObject({ status: 400, body: { error: 'Invalid Pod ID.' } });
    expect(await send('POST', '/pods/nope/stop')).toMatchObject({ status: 400, body: { error: 'Invalid Pod ID.' } });
    expect((await send('GET', '/pods/nope')).status).toBe(404);
  });

  it.each([
    [{ ...BODY, imageName: '' }, 'imageName is required'],
    [{ ...BODY, dockerStartCmd: '--model x' }, 'dockerStartCmd must be a list of strings'],
    [{ ...BODY, dockerEntrypoint: [1] }, 'dockerEntrypoint must be a list of strings'],
    [{ ...BODY, gpuTypeIds: ['NVIDIA A100-SXM4-40GB'] }, 'gpuTypeIds: "NVIDIA A100-SXM4-40GB" is not a GPU type id'],
    [{ ...BODY, gpuCount: 0 }, 'gpuCount must be an integer of at least 1'],
    [{ ...BODY, ports: ['8000'] }, 'ports must be a list such as ["8888/http", "22/tcp"]'],
    [{ ...BODY, env: { A: 1 } }, 'env must map names to string values'],
    [{ ...BODY, cloudType: 'ALL' }, 'cloudType must be SECURE or COMMUNITY'],
    [{ ...BODY, gpuTypeIds: [] }, 'gpuTypeIds must list at least one GPU type'],
    [[BODY], 'the body must be a JSON object'],
  ])('refuses %j with a 400 saying why', async (body, error) => {
    expect(await send('POST', '/pods', body)).toMatchObject({ status: 400, body: { error, status: 400 } });
  });

  it('answers 401 without the right key, and every request with a set failure until it is cleared', async () => {
    expect(await send('GET', '/pods/x', undefined, 'rpa_other')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    fake.setFailure(429);
    const limited = await send('POST', '/pods', BODY);
    expect(limited).toMatchObject({ status: 429, body: { status: 429 } });
    expect(limited.headers.get('retry-after')).toBe('1');
    fake.setFailure(null);
    expect((await send('POST', '/pods', BODY)).status).toBe(201);
    expect(fake.requests.map((request) => [request.method, request.path, request.authorization])).toEqual([
      ['GET', '/v1/pods/x', 'Bearer rpa_other'],
      ['POST', '/v1/pods', `Bearer ${KEY}`],
      ['POST', '/v1/pods', `Bearer ${KEY}`],
    ]);
    expect(fake.requests[2]?.body).toEqual(BODY);
  });

  describe("serves each pod's proxy URL as RunPod's proxy does", () => {
    const SERVED = { ...BODY, env: { VLLM_API_KEY: 'pod-token' }, dockerStartCmd: ['--served-model-name', 'bagel-llama'] };
    const viaProxy = async (id: string, path: string, init: RequestInit = {}) => {
      const url = fake.proxyUrl.replace('{podId}', id).replace('{port}', '8000');
      const response = await fetch(`${url}${path}`, { ...init, headers: { authorization: 'Bearer pod-token', ...init.headers } });
      return { status: response.status, text: await response.text() };
    };
    const chat = (id: string, stream: boolean) =>
      viaProxy(id, '/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'bagel-llama', messages: [{ role: 'user', content: 'hi' }], stream }),
      });

    it("answers 502 until the model server has loaded, then vLLM's model list behind the pod's key", async () => {
      fake.setContainer({ loadSeconds: 30 });
      const id = String((await send('POST', '/pods', SERVED)).body?.['id']);
      clock.advance(10);
      expect((await send('GET', `/pods/${id}`)).body).toMatchObject({ publicIp: expect.stringMatching(/^203\./) });
      expect(await viaProxy(id, '/v1/models')).toEqual({ status: 502, text: 'Bad Gateway' });
      clock.advance(30);
      const models = await viaProxy(id, '/v1/models');
      expect(models.status).toBe(200);
      expect(JSON.parse(models.text)).toMatchObject({ object: 'list', data: [{ id: 'bagel-llama', object: 'model' }] });
      expect(await viaProxy(id, '/v1/models', { headers: { authorization: 'Bearer other' } })).toEqual({
        status: 401,
        text: '{"error":"Unauthorized"}',
      });
      expect((await viaProxy('nope', '/v1/models')).status).toBe(404);
    });

    it('restarts a crash-looping container, moving lastStartedAt on, while its proxy URL answers 502', async () => {
      fake.setContainer({ crashEverySeconds: 45 });
      const id = String((await send('POST', '/pods', SERVED)).body?.['id']);
      clock.advance(10);
      expect((await send('GET', `/pods/${id}`)).body).toMatchObject({
        desiredStatus: 'RUNNING',
        lastStartedAt: '2025-01-01T00:00:04.000Z',
      });
      clock.advance(100);
      expect((await send('GET', `/pods/${id}`)).body).toMatchObject({
        desiredStatus: 'RUNNING',
        lastStartedAt: '2025-01-01T00:01:34.000Z',
      });
      expect((await viaProxy(id, '/v1/models')).status).toBe(502);
    });

    it('cuts an answer that takes longer than 100 s with 524, while a streamed one arrives', async () => {
      fake.setContainer({ slowAnswers: true });
      const id = String((await send('POST', '/pods', SERVED)).body?.['id']);
      clock.advance(10);
      expect(await chat(id, false)).toMatchObject({ status: 524, text: expect.stringContaining('524: A timeout occurred') });
      const streamed = await chat(id, true);
      expect(streamed.status).toBe(200);
      expect(streamed.text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    });
  });
});
