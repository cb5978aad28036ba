import { describe, expect, it } from 'vitest';
import { GPU_TYPES, type GpuType } from '@bagel/contract';
import { deploymentPodSpec, type PodSpecOptions } from './pod-spec';

const deployment = (gpuType: GpuType, plainChatTemplate = false) => ({
  id: '6f1c2a8e-8d4b-4c3e-9a57-0b1f2e3d4c5b',
  modelId: '1a2b3c4d-1111-4222-8333-944455566677',
  modelName: 'support-bot',
  gpuType,
  gpuCount: 1,
  plainChatTemplate,
});
const options: PodSpecOptions = { image: 'vllm/vllm-openai:v0.8.5.post1', token: 'pod-token', publicApiUrl: 'https://api.bagel.test' };
const argAfter = (args: readonly string[] | undefined, flag: string) => args?.[(args?.indexOf(flag) ?? -2) + 1];

describe("a deployment's pod spec", () => {
  it('asks vLLM for float16 on GPUs below compute capability 8.0 (the V100), where bfloat16 does not run, else for the model’s own dtype', () => {
    const dtypes = Object.fromEntries(
      GPU_TYPES.map((gpuType) => [gpuType, argAfter(deploymentPodSpec(deployment(gpuType), options).startArgs, '--dtype')]),
    );
    expect(dtypes).toEqual({
      NVIDIA_TESLA_V100: 'float16',
      NVIDIA_TESLA_A100: 'auto',
      NVIDIA_TESLA_A100_80GB: 'auto',
      NVIDIA_H100_80GB: 'auto',
    });
  });

  it("hands the pod the platform's Hugging Face token as HF_TOKEN only when the platform has one", () => {
    expect(deploymentPodSpec(deployment('NVIDIA_TESLA_A100'), options).env).not.toHaveProperty('HF_TOKEN');
    expect(deploymentPodSpec(deployment('NVIDIA_TESLA_A100'), { ...options, hubToken: 'hf_platform' }).env).toMatchObject({
      HF_TOKEN: 'hf_platform',
      VLLM_API_KEY: 'pod-token',
    });
  });

  it('tells the start script to serve the plain chat template only to a model that has none of its own', () => {
    expect(deploymentPodSpec(deployment('NVIDIA_TESLA_A100', true), options).env).toMatchObject({ BAGEL_CHAT_TEMPLATE: 'plain' });
    expect(deploymentPodSpec(deployment('NVIDIA_TESLA_A100'), options).env).not.toHaveProperty('BAGEL_CHAT_TEMPLATE');
  });
});
