import { expect, it } from 'vitest';
import { hubSourceFromEnvironment } from './hub-source-from-environment';

it('uses the offline catalogue unless a hub URL is set, and the Hugging Face Hub when it is', () => {
  expect(hubSourceFromEnvironment({}).label).toBe('Offline catalogue');
  expect(hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: 'https://huggingface.co/' }).label).toBe('Hugging Face');
});

it('refuses a hub URL that is not http(s), saying what it wants', () => {
  for (const url of ['huggingface.co', 'ftp://huggingface.co']) {
    expect(() => hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: url })).toThrow(/HUGGINGFACE_HUB_URL must be an http\(s\) URL/);
  }
});
