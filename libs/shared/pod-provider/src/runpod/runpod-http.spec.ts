import { describe, expect, it, vi } from 'vitest';
import { PodProviderError } from '@bagel/ports';
import { refusal, runPodCall } from './runpod-http';

describe('runPodCall', () => {
  it('sends the key as a Bearer token and JSON bodies, to the API URL without doubled slashes', async () => {
    const fetch = vi.fn(async () => new Response('{"id":"abc"}', { status: 201 }));
    const call = runPodCall({ apiUrl: 'https://rest.runpod.io/v1/', apiKey: 'rpa_key', fetch });
    expect(await call('POST', '/pods', { name: 'x' })).toEqual({ status: 201, body: { id: 'abc' } });
    expect(fetch).toHaveBeenCalledWith('https://rest.runpod.io/v1/pods', {
      method: 'POST',
      headers: { authorization: 'Bearer rpa_key', accept: 'application/json', 'content-type': 'application/json' },
      body: '{"name":"x"}',
      signal: expect.any(AbortSignal),
    });
  });

  it('hands back any status, with no body where there is none or it is not JSON', async () => {
    const answers = [new Response(null, { status: 204 }), new Response('<html>Bad gateway</html>', { status: 502 })];
    const call = runPodCall({ apiUrl: 'https://rest.runpod.io/v1', apiKey: 'k', fetch: async () => answers.shift() as Response });
    expect(await call('DELETE', '/pods/a')).toEqual({ status: 204, body: undefined });
    expect(await call('GET', '/pods/a')).toEqual({ status: 502, body: undefined });
  });

  it('throws a retryable PodProviderError when RunPod cannot be reached', async () => {
    const fetch = async () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    const call = runPodCall({ apiUrl: 'https://rest.runpod.io/v1', apiKey: 'k', fetch });
    const error = await call('GET', '/pods/a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PodProviderError);
    expect(error).toMatchObject({ retryable: true, message: 'RunPod could not be reached at https://rest.runpod.io: ECONNREFUSED' });
  });
});

describe('refusal', () => {
  it.each([
    [401, undefined, 'RunPod refused the API key', false],
    [403, { error: 'forbidden' }, 'RunPod refused the API key', false],
    [400, { error: 'gpuCount: must be at least 1', status: 400 }, 'gpuCount: must be at least 1', false],
    [400, { message: 'Invalid Pod ID.' }, 'Invalid Pod ID.', false],
    [400, undefined, 'RunPod refused the request (HTTP 400)', false],
    [429, undefined, 'RunPod is limiting requests; try again later', true],
    [
      500,
      { error: 'create pod: There are no instances currently available', status: 500 },
      'create pod: There are no instances currently available',
      true,
    ],
    [503, { error: '  ' }, 'RunPod failed (HTTP 503)', true],
  ])('reads %i %j as %j, retryable: %s', (status, body, message, retryable) => {
    const error = refusal({ status, body });
    expect(error).toBeInstanceOf(PodProviderError);
    expect(error).toMatchObject({ message, retryable });
  });
});
