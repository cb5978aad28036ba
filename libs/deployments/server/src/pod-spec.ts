import { buildPath, getPodWeightsManifest } from '@bagel/contract';
import type { PodSpec } from '@bagel/ports';
import type { DeploymentRow } from './deployments.schema';
import { MODEL_SERVER_PORT } from './pod-observation';
import { FETCH_AND_SERVE, POD_MODEL_DIR, VLLM_SERVER_MODULE } from './pod-start';

/** vLLM's OpenAI-compatible server image (`VLLM_IMAGE` replaces it). */
export const DEFAULT_VLLM_IMAGE = 'vllm/vllm-openai:v0.6.3';

/** Room for the image and the weights of a model of up to about 30B parameters in 16-bit. */
const DISK_GB = 100;

export interface PodSpecOptions {
  image: string;
  /** The pod's token: the model server demands it of every request, and the platform of the pod fetching the model. */
  token: string;
  /** Where the pod reaches this API (`PUBLIC_API_URL`): a real provider's pod needs it reachable from the internet. */
  publicApiUrl: string;
}

/**
 * What a deployment's pod runs: first `FETCH_AND_SERVE`, which copies the model's files from the platform (an upload,
 * a hub clone or a fine-tune's adapter all live there), then the vLLM OpenAI server on port 8000, serving the model
 * under its name (the chat proxy sends it as `model`), split over the pod's GPUs. The environment carries the token
 * (`VLLM_API_KEY`, which vLLM reads), since the provider's proxy URL is public.
 */
export function deploymentPodSpec(deployment: DeploymentRow, { image, token, publicApiUrl }: PodSpecOptions): PodSpec {
  const manifestUrl = `${publicApiUrl.replace(/\/+$/, '')}${buildPath(getPodWeightsManifest.path, { podId: deployment.id })}`;
  return {
    name: `bagel-deployment-${deployment.id}`,
    image,
    entrypoint: ['python3', '-c', FETCH_AND_SERVE],
    startArgs: [
      manifestUrl,
      POD_MODEL_DIR,
      VLLM_SERVER_MODULE,
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
