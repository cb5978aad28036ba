import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { adaptersFromEnvironment as adaptersOn } from './adapters';
import { API_MIGRATIONS } from './app';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(API_MIGRATIONS);
});
afterAll(() => database.close());

const adaptersFromEnvironment = (env: Record<string, string | undefined>) => adaptersOn(env, database.db);

describe('the adapters the environment chooses', () => {
  it('are the embedded defaults with no settings', () => {
    const adapters = adaptersFromEnvironment({});
    expect(adapters.hubSource.label).toBe('Offline catalogue');
    expect(adapters.pods.label).toBe('Local simulator');
    expect(adapters.trainer.label).toBe('Local simulator');
  });

  it('train on RunPod pods once a RunPod key is set', () => {
    const adapters = adaptersFromEnvironment({ RUNPOD_API_KEY: 'rp_key' });
    expect(adapters.pods.label).toBe('RunPod');
    expect(adapters.trainer.label).toBe('RunPod');
  });

  it("hand deployment pods the platform's Hugging Face token only when HUGGINGFACE_TOKEN is set", () => {
    expect(adaptersFromEnvironment({}).huggingFaceToken).toBeUndefined();
    expect(adaptersFromEnvironment({ HUGGINGFACE_TOKEN: '  ' }).huggingFaceToken).toBeUndefined();
    expect(adaptersFromEnvironment({ HUGGINGFACE_TOKEN: ' hf_platform ' }).huggingFaceToken).toBe('hf_platform');
  });

  it('refuse a simulated duration that is not a number of seconds', () => {
    expect(() => adaptersFromEnvironment({ SIMULATED_TRAINING_SECONDS: 'soon' })).toThrow(
      "SIMULATED_TRAINING_SECONDS must be a number of seconds, 0 or more, not 'soon'",
    );
  });
});
