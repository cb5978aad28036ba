import { describe, expect, it } from 'vitest';
import { startFakeHuggingFaceHub } from '../testing/fake-hugging-face-hub';
import { hubSourceFromEnvironment } from './hub-source-from-environment';

describe('hubSourceFromEnvironment', () => {
  it.each([{}, { HUGGINGFACE_HUB_URL: '  ' }, { HUGGINGFACE_TOKEN: 'hf_unused' }])(
    'uses the offline catalogue without a hub URL (%j)',
    (env) => {
      expect(hubSourceFromEnvironment(env).label).toBe('Offline catalogue');
    },
  );

  it('talks to the hub at HUGGINGFACE_HUB_URL, sending HUGGINGFACE_TOKEN', async () => {
    const hub = await startFakeHuggingFaceHub({ token: 'hf_from_env' });
    try {
      const source = hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: ` ${hub.url}/ `, HUGGINGFACE_TOKEN: 'hf_from_env' });
      expect(source.label).toBe('Hugging Face');
      expect(await source.details('model', 'openai-community/gpt2')).toMatchObject({ id: 'openai-community/gpt2', family: 'gpt2' });
      expect(hub.requests[0]).toMatchObject({
        path: expect.stringMatching(/^\/api\/models\/openai-community\/gpt2\//),
        authorization: 'Bearer hf_from_env',
      });
    } finally {
      await hub.close();
    }
  });

  it.each(['huggingface.co', 'ftp://huggingface.co', 'https//huggingface.co'])('refuses %s, saying what it wants', (url) => {
    expect(() => hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: url })).toThrow(
      `HUGGINGFACE_HUB_URL must be an http(s) URL such as https://huggingface.co, not '${url}'`,
    );
  });

  it('refuses a hub URL with a query', () => {
    expect(() => hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: 'https://huggingface.co/?mirror=1' })).toThrow('must not carry a query');
  });
});
