import { describe, expect, it } from 'vitest';
import { PodProviderError, type PodSpec } from '@bagel/ports';
import { checkPodSpec } from './pod-spec-check';

const SPEC: PodSpec = {
  name: 'deployment-1',
  image: 'vllm/vllm-openai:v0.6.3',
  gpuType: 'NVIDIA_TESLA_A100',
  gpuCount: 1,
  env: {},
  httpPorts: [8000],
  diskGb: 40,
};

describe('checkPodSpec', () => {
  it('takes a spec any provider can run', () => {
    expect(() => checkPodSpec(SPEC)).not.toThrow();
    expect(() => checkPodSpec({ ...SPEC, httpPorts: [] })).not.toThrow();
  });

  it.each([
    [{ gpuType: 'NVIDIA_TPU' as PodSpec['gpuType'] }, "There is no GPU type 'NVIDIA_TPU'"],
    [{ gpuCount: 0 }, 'A pod needs a whole number of GPUs, at least 1, not 0'],
    [{ gpuCount: 1.5 }, 'A pod needs a whole number of GPUs, at least 1, not 1.5'],
    [{ image: ' ' }, 'A pod needs a container image'],
    [{ diskGb: 0 }, 'A pod needs a whole number of GB of disk, at least 1, not 0'],
    [{ httpPorts: [8000, 70_000] }, '70000 is not a port number (1 to 65535)'],
  ])('refuses %j, not to be retried', (change, message) => {
    let thrown: unknown;
    try {
      checkPodSpec({ ...SPEC, ...change });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PodProviderError);
    expect(thrown).toMatchObject({ retryable: false, message: expect.stringContaining(message) });
  });
});
