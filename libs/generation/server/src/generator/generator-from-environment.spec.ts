import { describe, expect, it } from 'vitest';
import { generatorFromEnvironment } from './generator-from-environment';

describe('the generator the environment chooses', () => {
  it('is the local generator with no settings, or a blank token', () => {
    expect(generatorFromEnvironment({}).label).toBe('Local generator');
    expect(generatorFromEnvironment({ REPLICATE_API_TOKEN: '  ' }).label).toBe('Local generator');
  });

  it('is Replicate once a token is set', () => {
    expect(generatorFromEnvironment({ REPLICATE_API_TOKEN: 'r8_token' }).label).toBe('Replicate');
  });

  it('calls the configured API URL with the configured models', async () => {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ title: 'Unauthenticated', detail: 'no', status: 401 }), { status: 401 });
    };
    const generator = generatorFromEnvironment(
      { REPLICATE_API_TOKEN: 'r8_token', REPLICATE_API_URL: 'http://127.0.0.1:9/v1/', REPLICATE_IMAGE_MODEL: 'acme/painter' },
      { fetch },
    );
    const request = { kind: 'image', prompt: 'p', width: 512, height: 512, seconds: null } as const;
    await expect(generator.generate(request, new AbortController().signal)).rejects.toThrow('Replicate refused the API token');
    expect(calls).toEqual(['http://127.0.0.1:9/v1/models/acme/painter/predictions']);
  });

  it.each([
    [
      { REPLICATE_API_URL: 'ftp://replicate' },
      "REPLICATE_API_URL must be an http(s) URL such as https://api.replicate.com/v1, not 'ftp://replicate'",
    ],
    [
      { REPLICATE_IMAGE_MODEL: 'flux' },
      "REPLICATE_IMAGE_MODEL must name an official model as owner/name, such as black-forest-labs/flux-schnell, not 'flux'",
    ],
    [
      { REPLICATE_VIDEO_MODEL: 'a/b/c' },
      "REPLICATE_VIDEO_MODEL must name an official model as owner/name, such as bytedance/seedance-1-lite, not 'a/b/c'",
    ],
  ])('refuses %j at start', (settings, message) => {
    expect(() => generatorFromEnvironment({ REPLICATE_API_TOKEN: 'r8_token', ...settings })).toThrow(message);
  });
});
