import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PodProviderError, type PodProvider, type PodSpec } from '@bagel/ports';
import { describePodProviderContract, rejection } from '../pod-provider.contract';
import { startFakeRunPod, type FakeRunPod } from '../testing/fake-runpod';
import { manualClock, type ManualClock } from '../testing/manual-clock';
import { createRunPodProvider } from './runpod-pod-provider';

const API_KEY = 'rpa_test_key';
const SPEC: PodSpec = {
  name: 'deployment-42',
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_H100_80GB',
  gpuCount: 2,
  env: { MODEL_ID: 'Qwen/Qwen2.5-7B-Instruct', PORT: '8000' },
  httpPorts: [8000],
  diskGb: 60,
};

describePodProviderContract('The RunPod adapter against a fake RunPod', async () => {
  const clock = manualClock();
  const fake = await startFakeRunPod({ apiKey: API_KEY, startSeconds: 20, now: clock.now });
  return {
    provider: createRunPodProvider({ apiUrl: fake.url, apiKey: API_KEY }),
    startSeconds: 20,
    advance: clock.advance,
    close: () => fake.close(),
  };
});

describe('The RunPod adapter', () => {
  let fake: FakeRunPod;
  let clock: ManualClock;
  let provider: PodProvider;
  const start = async (options: Partial<Parameters<typeof startFakeRunPod>[0]> = {}) => {
    await fake.close();
    fake = await startFakeRunPod({ apiKey: API_KEY, now: clock.now, ...options });
    provider = createRunPodProvider({ apiUrl: fake.url, apiKey: API_KEY });
  };
  beforeEach(async () => {
    clock = manualClock();
    fake = await startFakeRunPod({ apiKey: API_KEY, now: clock.now });
    provider = createRunPodProvider({ apiUrl: `${fake.url}/`, apiKey: API_KEY });
  });
  afterEach(() => fake.close());

  it("is labelled 'RunPod' and asks RunPod for a Secure Cloud GPU pod of the spec, with no volume", async () => {
    expect(provider.label).toBe('RunPod');
    await provider.create(SPEC);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/pods',
        authorization: `Bearer ${API_KEY}`,
        body: {
          name: 'deployment-42',
          imageName: 'vllm/vllm-openai:v0.6.3',
          computeType: 'GPU',
          cloudType: 'SECURE',
          gpuTypeIds: ['NVIDIA H100 80GB HBM3', 'NVIDIA H100 PCIe'],
          gpuCount: 2,
          env: { MODEL_ID: 'Qwen/Qwen2.5-7B-Instruct', PORT: '8000' },
          ports: ['8000/http'],
          containerDiskInGb: 60,
          volumeInGb: 0,
        },
      },
    ]);
    expect(fake.pods()).toEqual([expect.objectContaining({ gpu: expect.objectContaining({ id: 'NVIDIA H100 80GB HBM3', count: 2 }) })]);
  });

  it("passes a spec's entrypoint and start arguments as RunPod's dockerEntrypoint and dockerStartCmd", async () => {
    const entrypoint = ['python3', '-c', 'print("starting")'];
    const startArgs = ['--model', 'Qwen/Qwen2.5-7B-Instruct', '--tensor-parallel-size', '2'];
    await provider.create({ ...SPEC, entrypoint, startArgs });
    expect(fake.requests[0]?.body).toMatchObject({ dockerEntrypoint: entrypoint, dockerStartCmd: startArgs });
    expect(fake.pods()).toEqual([expect.objectContaining({ dockerEntrypoint: entrypoint, dockerStartCmd: startArgs })]);
  });

  it('reads, and deletes, a pod by its id, sending the key on every call', async () => {
    const { id } = await provider.create(SPEC);
    await provider.get(id);
    await provider.terminate(id);
    expect(fake.requests.map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ['POST', '/v1/pods', `Bearer ${API_KEY}`],
      ['GET', `/v1/pods/${id}`, `Bearer ${API_KEY}`],
      ['DELETE', `/v1/pods/${id}`, `Bearer ${API_KEY}`],
    ]);
    expect(fake.pods()).toEqual([expect.objectContaining({ id, desiredStatus: 'TERMINATED' })]);
  });

  it("shows a running pod's HTTP ports at RunPod's proxy", async () => {
    const { id } = await provider.create({ ...SPEC, httpPorts: [8000, 7860] });
    clock.advance(20);
    expect((await provider.get(id))?.urls).toEqual({
      7860: `https://${id}-7860.proxy.runpod.net`,
      8000: `https://${id}-8000.proxy.runpod.net`,
    });
  });

  it('reads a pod stopped on RunPod as exited', async () => {
    const { id } = await provider.create(SPEC);
    clock.advance(30);
    await fetch(`${fake.url}/pods/${id}/stop`, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}` } });
    expect(await provider.get(id)).toMatchObject({ status: 'exited', urls: {}, runningSince: expect.any(String) });
  });

  it('asks for the 80 GB cards for a 40 GB A100 (RunPod rents none) and charges what RunPod does', async () => {
    const pod = await provider.create({ ...SPEC, gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1 });
    expect(fake.requests[0]?.body).toMatchObject({ gpuTypeIds: ['NVIDIA A100 80GB PCIe', 'NVIDIA A100-SXM4-80GB'] });
    expect(pod.costPerHourUsd).toBe(1.64);
  });

  it('asks for other RunPod GPU types where told to', async () => {
    provider = createRunPodProvider({ apiUrl: fake.url, apiKey: API_KEY, gpuTypeIds: { NVIDIA_H100_80GB: ['NVIDIA H100 PCIe'] } });
    await provider.create(SPEC);
    await provider.create({ ...SPEC, gpuType: 'NVIDIA_TESLA_V100' });
    expect(fake.requests.map((request) => (request.body as { gpuTypeIds: string[] }).gpuTypeIds)).toEqual([
      ['NVIDIA H100 PCIe'],
      ['Tesla V100-SXM2-16GB', 'Tesla V100-PCIE-16GB'],
    ]);
  });

  it("says 'RunPod refused the API key', not to be retried, on every call with a wrong key", async () => {
    const { id } = await provider.create(SPEC);
    const wrong = createRunPodProvider({ apiUrl: fake.url, apiKey: 'rpa_wrong' });
    for (const call of [() => wrong.create(SPEC), () => wrong.get(id), () => wrong.terminate(id)]) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(PodProviderError);
      expect(error).toMatchObject({ message: 'RunPod refused the API key', retryable: false });
    }
    expect(fake.requests.slice(1).map((request) => request.authorization)).toEqual(Array(3).fill('Bearer rpa_wrong'));
  });

  it.each([500, 502, 503, 429])('reads RunPod answering %i as retryable', async (status) => {
    const { id } = await provider.create(SPEC);
    fake.setFailure(status);
    for (const call of [() => provider.create(SPEC), () => provider.get(id), () => provider.terminate(id)]) {
      expect(await rejection(call())).toMatchObject({ name: 'PodProviderError', retryable: true });
    }
    fake.setFailure(null);
    expect(await provider.get(id)).toMatchObject({ id });
  });

  it('reads an unreachable RunPod as retryable', async () => {
    await fake.close();
    const error = await rejection(provider.get('xedezhzb9la3ye'));
    expect(error).toMatchObject({
      name: 'PodProviderError',
      retryable: true,
      message: expect.stringContaining('RunPod could not be reached at'),
    });
    fake = await startFakeRunPod({ apiKey: API_KEY, now: clock.now });
  });

  it("passes on RunPod's text when it has no room for the GPU type, to be retried later", async () => {
    await start({ capacity: { 'NVIDIA H100 80GB HBM3': 2, 'NVIDIA H100 PCIe': 0 } });
    const first = await provider.create(SPEC);
    const error = await rejection(provider.create(SPEC));
    expect(error).toBeInstanceOf(PodProviderError);
    expect(error).toMatchObject({ message: 'create pod: There are no instances currently available', retryable: true });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/pods' });

    await provider.terminate(first.id);
    await expect(provider.create(SPEC)).resolves.toMatchObject({ status: 'pending' });
  });

  it("passes on RunPod's text for a request it calls invalid, not to be retried", async () => {
    provider = createRunPodProvider({ apiUrl: fake.url, apiKey: API_KEY, gpuTypeIds: { NVIDIA_TESLA_A100: ['NVIDIA A100-SXM4-40GB'] } });
    const error = await rejection(provider.create({ ...SPEC, gpuType: 'NVIDIA_TESLA_A100' }));
    expect(error).toBeInstanceOf(PodProviderError);
    expect(error).toMatchObject({ message: 'gpuTypeIds: "NVIDIA A100-SXM4-40GB" is not a GPU type id', retryable: false });
  });

  it('checks a spec before asking RunPod', async () => {
    await rejection(provider.create({ ...SPEC, gpuCount: 0 }));
    expect(fake.requests).toEqual([]);
  });

  it("takes RunPod's 400 'Invalid Pod ID.' for deleting a pod it does not have as the pod gone, after asking", async () => {
    await provider.terminate('gone1234567890');
    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /v1/pods/gone1234567890',
      'GET /v1/pods/gone1234567890',
    ]);
  });
});
