import { describe, expect, it } from 'vitest';
import type { PodSpec } from '@bagel/ports';
import { podProviderFromEnvironment, type PodProviderEnvironmentOptions } from './pod-provider-from-environment';
import { isSimulatedPodProvider } from './simulated-pod-provider';
import { startFakeRunPod } from './testing/fake-runpod';
import { manualClock } from './testing/manual-clock';
import { memorySimulatedPodStore } from './testing/memory-simulated-pod-store';

const SPEC: PodSpec = {
  name: 'env-test',
  image: 'bagel/model-server:1',
  gpuType: 'NVIDIA_TESLA_V100',
  gpuCount: 1,
  env: {},
  httpPorts: [8000],
  diskGb: 20,
};

const fromEnvironment = (env: Record<string, string | undefined>, options: Omit<PodProviderEnvironmentOptions, 'simulatedPods'> = {}) =>
  podProviderFromEnvironment(env, { simulatedPods: memorySimulatedPodStore(), ...options });

/** How long the provider's pods take until their model server answers. */
async function secondsToRun(env: Record<string, string>): Promise<number> {
  const clock = manualClock();
  const provider = fromEnvironment(env, { now: clock.now });
  if (!isSimulatedPodProvider(provider)) throw new Error(`${provider.label} is no simulator`);
  const { id } = await provider.create(SPEC);
  clock.advance(3600);
  const served = await provider.served(id);
  return ((served?.readyAt ?? Number.NaN) - Date.parse('2025-01-01T00:00:00.000Z')) / 1000;
}

describe('podProviderFromEnvironment', () => {
  it.each([{}, { RUNPOD_API_KEY: '  ' }, { RUNPOD_API_URL: 'https://rest.runpod.io/v1' }])(
    'uses the local simulator without a RunPod key (%j)',
    (env) => {
      expect(fromEnvironment(env).label).toBe('Local simulator');
    },
  );

  it('starts simulated pods in 20 seconds, or SIMULATED_POD_START_SECONDS', async () => {
    expect(await secondsToRun({})).toBe(20);
    expect(await secondsToRun({ SIMULATED_POD_START_SECONDS: ' 5 ' })).toBe(5);
    expect(await secondsToRun({ SIMULATED_POD_START_SECONDS: '0' })).toBe(0);
  });

  it('keeps simulated pods in the store it is given, where another simulator on it finds them', async () => {
    const simulatedPods = memorySimulatedPodStore();
    const env = { SIMULATED_POD_START_SECONDS: '0' };
    const { id } = await podProviderFromEnvironment(env, { simulatedPods }).create(SPEC);
    expect(await podProviderFromEnvironment(env, { simulatedPods }).get(id)).toMatchObject({ id, status: 'running' });
  });

  it.each(['abc', '-1', 'Infinity', '20s'])("refuses SIMULATED_POD_START_SECONDS '%s', saying what it wants", (value) => {
    expect(() => fromEnvironment({ SIMULATED_POD_START_SECONDS: value })).toThrow(
      `SIMULATED_POD_START_SECONDS must be a number of seconds, 0 or more, such as 20, not '${value}'`,
    );
  });

  it('talks to RunPod at RUNPOD_API_URL with RUNPOD_API_KEY', async () => {
    const fake = await startFakeRunPod({ apiKey: 'rpa_from_env' });
    try {
      const provider = fromEnvironment({ RUNPOD_API_KEY: ' rpa_from_env ', RUNPOD_API_URL: ` ${fake.url} ` });
      expect(provider.label).toBe('RunPod');
      expect(await provider.create(SPEC)).toMatchObject({ status: 'pending', costPerHourUsd: 0.49 });
      expect(fake.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/pods', authorization: 'Bearer rpa_from_env' })]);
    } finally {
      await fake.close();
    }
  });

  it('talks to https://rest.runpod.io/v1 by default', async () => {
    const urls: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response(null, { status: 404 });
    };
    await fromEnvironment({ RUNPOD_API_KEY: 'rpa_key' }, { fetch }).get('abc');
    expect(urls).toEqual(['https://rest.runpod.io/v1/pods/abc']);
  });

  it.each(['rest.runpod.io/v1', 'ftp://rest.runpod.io/v1'])("refuses RUNPOD_API_URL '%s'", (url) => {
    expect(() => fromEnvironment({ RUNPOD_API_KEY: 'k', RUNPOD_API_URL: url })).toThrow(
      `RUNPOD_API_URL must be an http(s) URL such as https://rest.runpod.io/v1, not '${url}'`,
    );
  });
});
