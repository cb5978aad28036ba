import { buildPath, GPU_OPTIONS, type GpuType } from '@bagel/contract';
import { getPodWeightsManifest } from '@bagel/deployments-contract';
import type { PodSpec } from '@bagel/ports';
import type { DeploymentRow } from './deployments.schema';
import { MODEL_SERVER_PORT } from './pod-observation';
import { FETCH_AND_SERVE, POD_MODEL_DIR, VLLM_SERVER_MODULE } from './pod-start';

/** Room for the image and the weights of a model of up to about 30B parameters in 16-bit. */
const DISK_GB = 100;

export interface PodSpecOptions {
  image: string;
  /** The pod's token: the model server demands it of every request, and the platform of the pod fetching the model. */
  token: string;
  /** Where the pod reaches this API (`PUBLIC_API_URL`): a real provider's pod needs it reachable from the internet. */
  publicApiUrl: string;
  /**
   * The platform's Hugging Face token (`HUGGINGFACE_TOKEN`), with which vLLM downloads an adapter's gated base model
   * (meta-llama/*) in the pod; none, and gated bases cannot be served.
   */
  hubToken?: string;
}

/** What of a deployment its pod's spec is made of. */
export type PodSpecDeployment = Pick<DeploymentRow, 'id' | 'modelId' | 'modelName' | 'gpuType' | 'gpuCount' | 'plainChatTemplate'>;

/**
 * vLLM's `--dtype`: `auto` keeps the checkpoint's (bfloat16 for Llama 3 and Qwen), which GPUs below compute capability
 * 8.0 cannot run (vLLM stops with "Bfloat16 is only supported on GPUs with compute capability of at least 8.0"), so
 * there it is float16.
 */
const dtypeFor = (gpuType: GpuType) => (GPU_OPTIONS[gpuType].computeCapability < 8 ? 'float16' : 'auto');

/**
 * What a deployment's pod runs: first `FETCH_AND_SERVE`, which copies the model's files from the platform (an upload,
 * a hub clone or a fine-tune's adapter all live there), then the vLLM OpenAI server on port 8000, serving the model
 * under its name (the chat proxy sends it as `model`), split over the pod's GPUs, in a dtype the GPU runs. The
 * environment carries the token (`VLLM_API_KEY`, which vLLM reads), since the provider's proxy URL is public; the
 * platform's Hugging Face token as `HF_TOKEN` (what huggingface_hub reads) when it has one: these pods run only the
 * platform's own command, so the token reaches nothing a user wrote; and whether the model needs the plain chat
 * template.
 */
export function deploymentPodSpec(deployment: PodSpecDeployment, { image, token, publicApiUrl, hubToken }: PodSpecOptions): PodSpec {
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
      '--dtype',
      dtypeFor(deployment.gpuType),
    ],
    gpuType: deployment.gpuType,
    gpuCount: deployment.gpuCount,
    env: {
      BAGEL_MODEL_ID: deployment.modelId,
      VLLM_API_KEY: token,
      ...(hubToken ? { HF_TOKEN: hubToken } : {}),
      ...(deployment.plainChatTemplate ? { BAGEL_CHAT_TEMPLATE: 'plain' } : {}),
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
