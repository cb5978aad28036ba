import { describe, expect, it } from 'vitest';
import type { PodSpec } from '@bagel/ports';
import { podProviderFromEnvironment } from './pod-provider-from-environment';
import { startFakeRunPod } from './testing/fake-runpod';
import { manualClock } from './testing/manual-clock';

const SPEC: PodSpec = {
  name: 'env-test',
  image: 'bagel/model-server:1',
  gpuType: 'NVIDIA_TESLA_V100',
  gpuCount: 1,
  env: {},
  httpPorts: [8000],
  diskGb: 20,
};

/** How long the provider's pods take until their model server answers. */
async function secondsToRun(env: Record<string, string>): Promise<number> {
  const clock = manualClock();
  let answersAt = Number.NaN;
  const provider = podProviderFromEnvironment(env, {
    now: clock.now,
    startHttpServer: async (_, port, readyAt) => {
      answersAt = readyAt;
      return `http://127.0.0.1:5000/${port}`;
    },
  });
  await provider.create(SPEC);
  return (answersAt - clock.now()) / 1000;
}

describe('podProviderFromEnvironment', () => {
  it.each([{}, { RUNPOD_API_KEY: '  ' }, { RUNPOD_API_URL: 'https://rest.runpod.io/v1' }])(
    'uses the local simulator without a RunPod key (%j)',
    (env) => {
      expect(podProviderFromEnvironment(env).label).toBe('Local simulator');
    },
  );

  it('starts simulated pods in 20 seconds, or SIMULATED_POD_START_SECONDS', async () => {
    expect(await secondsToRun({})).toBe(20);
    expect(await secondsToRun({ SIMULATED_POD_START_SECONDS: ' 5 ' })).toBe(5);
    expect(await secondsToRun({ SIMULATED_POD_START_SECONDS: '0' })).toBe(0);
  });

  it('hands startHttpServer to the simulator', async () => {
    const provider = podProviderFromEnvironment(
      { SIMULATED_POD_START_SECONDS: '0' },
      { startHttpServer: async (_, port) => `http://127.0.0.1:5000/${port}` },
    );
    expect((await provider.create(SPEC)).urls).toEqual({ 8000: 'http://127.0.0.1:5000/8000' });
  });

  it.each(['abc', '-1', 'Infinity', '20s'])("refuses SIMULATED_POD_START_SECONDS '%s', saying what it wants", (value) => {
    expect(() => podProviderFromEnvironment({ SIMULATED_POD_START_SECONDS: value })).toThrow(
      `SIMULATED_POD_START_SECONDS must be a number of seconds, 0 or more, such as 20, not '${value}'`,
    );
  });

  it('talks to RunPod at RUNPOD_API_URL with RUNPOD_API_KEY', async () => {
    const fake = await startFakeRunPod({ apiKey: 'rpa_from_env' });
    try {
      const provider = podProviderFromEnvironment({ RUNPOD_API_KEY: ' rpa_from_env ', RUNPOD_API_URL: ` ${fake.url} ` });
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
    await podProviderFromEnvironment({ RUNPOD_API_KEY: 'rpa_key' }, { fetch }).get('abc');
    expect(urls).toEqual(['https://rest.runpod.io/v1/pods/abc']);
  });

  it.each(['rest.runpod.io/v1', 'ftp://rest.runpod.io/v1'])("refuses RUNPOD_API_URL '%s'", (url) => {
    expect(() => podProviderFromEnvironment({ RUNPOD_API_KEY: 'k', RUNPOD_API_URL: url })).toThrow(
      `RUNPOD_API_URL must be an http(s) URL such as https://rest.runpod.io/v1, not '${url}'`,
    );
  });
});
