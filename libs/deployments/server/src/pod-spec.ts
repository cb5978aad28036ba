import type { PodSpec } from '@bagel/ports';
import type { DeploymentRow } from './deployments.schema';
import { MODEL_SERVER_PORT } from './pod-observation';

/** vLLM's OpenAI-compatible server image (`VLLM_IMAGE` replaces it). */
export const DEFAULT_VLLM_IMAGE = 'vllm/vllm-openai:v0.6.3';

/** Room for the image and the weights of a model of up to about 30B parameters in 16-bit. */
const DISK_GB = 100;

/**
 * What a deployment's pod runs: the vLLM OpenAI server on port 8000, on the GPUs the deploy asked for. The environment
 * names the model (`MODEL_NAME`, also the name it is served under, which the chat proxy sends as `model`) and the token
 * the server demands of every request (`VLLM_API_KEY`, which vLLM reads), since the provider's proxy URL is public.
 *
 * What a real pod still needs that this spec cannot carry yet: the image's entrypoint takes the model as an argument
 * (`--model $MODEL_NAME --served-model-name $MODEL_NAME`, and `--tensor-parallel-size` for more than one GPU), so on RunPod the pod needs that start command (its
 * `dockerStartCmd`, which `PodSpec` has no field for) or an image that reads `MODEL_NAME`; `MODEL_NAME` is a hub
 * repository id only for a model cloned from the hub (its title is the repository's id), while an uploaded or
 * fine-tuned model's weights live in the platform's object store and would have to be fetched into the pod (a signed
 * download URL in the environment); gated hub models need `HF_TOKEN`.
 */
export function deploymentPodSpec(deployment: DeploymentRow, { image, token }: { image: string; token: string }): PodSpec {
  return {
    name: `bagel-deployment-${deployment.id}`,
    image,
    gpuType: deployment.gpuType,
    gpuCount: deployment.gpuCount,
    env: {
      MODEL_NAME: deployment.modelName,
      BAGEL_MODEL_ID: deployment.modelId,
      VLLM_API_KEY: token,
    },
    httpPorts: [MODEL_SERVER_PORT],
    diskGb: DISK_GB,
  };
}
