import type { PodSpec } from '@bagel/ports';
import type { DeploymentRow } from './deployments.schema';
import { MODEL_SERVER_PORT } from './pod-observation';

/** vLLM's OpenAI-compatible server image (`VLLM_IMAGE` replaces it). */
export const DEFAULT_VLLM_IMAGE = 'vllm/vllm-openai:v0.6.3';

/** Room for the image and the weights of a model of up to about 30B parameters in 16-bit. */
const DISK_GB = 100;

/**
 * What a deployment's pod runs: the vLLM OpenAI server on port 8000, on the GPUs the deploy asked for. The image's
 * entrypoint takes the model as arguments: the model's name is what vLLM loads from the hub and the name it serves under
 * (the chat proxy sends it as `model`), split over the pod's GPUs. The environment carries the token the server demands
 * of every request (`VLLM_API_KEY`, which vLLM reads), since the provider's proxy URL is public.
 *
 * The name is a hub repository id only for a model cloned from the hub (its title is the repository's id). An uploaded
 * or fine-tuned model's weights live in the platform's object store and are not fetched into the pod yet (that needs a
 * signed download URL the pod can reach); gated hub models would need `HF_TOKEN`.
 */
export function deploymentPodSpec(deployment: DeploymentRow, { image, token }: { image: string; token: string }): PodSpec {
  return {
    name: `bagel-deployment-${deployment.id}`,
    image,
    startArgs: [
      '--model',
      deployment.modelName,
      '--served-model-name',
      deployment.modelName,
      '--port',
      String(MODEL_SERVER_PORT),
      '--tensor-parallel-size',
      String(deployment.gpuCount),
    ],
    gpuType: deployment.gpuType,
    gpuCount: deployment.gpuCount,
    env: {
      BAGEL_MODEL_ID: deployment.modelId,
      VLLM_API_KEY: token,
    },
    httpPorts: [MODEL_SERVER_PORT],
    diskGb: DISK_GB,
  };
}

/** The model a pod spec serves, read from its arguments as vLLM reads them; undefined for a pod that is no deployment's. */
export function servedModelName(spec: PodSpec): string | undefined {
  const args = spec.startArgs ?? [];
  const at = args.indexOf('--served-model-name');
  return at === -1 ? undefined : args[at + 1];
}
