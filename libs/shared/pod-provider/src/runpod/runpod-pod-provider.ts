import { GPU_TYPES } from '@bagel/contract';
import { PodProviderError, type Pod, type PodProvider, type PodSpec } from '@bagel/ports';
import { checkPodSpec } from '../pod-spec-check';
import { RUNPOD_GPU_TYPE_IDS, type RunPodGpuTypeIds } from './runpod-gpu-types';
import { refusal, runPodCall, type RunPodAnswer } from './runpod-http';
import { podFromRunPod, type RunPodPod } from './runpod-pod';

export interface RunPodProviderOptions {
  /** RunPod's REST API v1, or a fake of it. */
  apiUrl?: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  /** Other RunPod GPU types for some of our GPU options than RUNPOD_GPU_TYPE_IDS. */
  gpuTypeIds?: Partial<RunPodGpuTypeIds>;
  /** Where pods' HTTP ports are reached, `{podId}` and `{port}` filled in (default RunPod's proxy; a fake's in tests). */
  proxyUrl?: string;
}

const ok = (status: number) => status >= 200 && status < 300;

/** The body of RunPod's `POST /pods` for a spec. */
function createPodBody(spec: PodSpec, gpuTypeIds: RunPodGpuTypeIds) {
  return {
    name: spec.name,
    imageName: spec.image,
    // Docker's ENTRYPOINT and CMD: RunPod passes dockerStartCmd to the entrypoint as its arguments.
    ...(spec.entrypoint ? { dockerEntrypoint: spec.entrypoint } : {}),
    ...(spec.startArgs ? { dockerStartCmd: spec.startArgs } : {}),
    computeType: 'GPU',
    // RunPod's own data centres, not third parties' machines: the pod's environment holds its token and the platform's
    // Hugging Face token.
    cloudType: 'SECURE',
    gpuTypeIds: [...gpuTypeIds[spec.gpuType]],
    gpuCount: spec.gpuCount,
    env: spec.env,
    ports: spec.httpPorts.map((port) => `${port}/http`),
    containerDiskInGb: spec.diskGb,
    // RunPod adds a 20 GB volume by default, billed even while the pod is stopped; these pods keep nothing on one.
    volumeInGb: 0,
  };
}

/**
 * GPU pods on RunPod through its REST API v1 (docs.runpod.io/api-reference): `POST /pods`, `GET /pods/{id}`,
 * `DELETE /pods/{id}`, with the API key as a Bearer token. The pod's states are read from its `desiredStatus`, machine
 * and start time (`podFromRunPod`); its cost is RunPod's `costPerHr`.
 */
export function createRunPodProvider({
  apiUrl = 'https://rest.runpod.io/v1',
  apiKey,
  fetch = globalThis.fetch,
  gpuTypeIds = {},
  proxyUrl,
}: RunPodProviderOptions): PodProvider {
  const table = Object.fromEntries(
    GPU_TYPES.map((gpuType) => [gpuType, gpuTypeIds[gpuType] ?? RUNPOD_GPU_TYPE_IDS[gpuType]]),
  ) as RunPodGpuTypeIds;
  const call = runPodCall({ apiUrl, apiKey, fetch });
  const podPath = (id: string) => `/pods/${encodeURIComponent(id)}`;

  const toPod = ({ body }: RunPodAnswer): Pod => {
    const pod = body as RunPodPod | undefined;
    if (typeof pod?.id !== 'string') throw new PodProviderError('RunPod answered without the pod', true);
    return podFromRunPod(pod, { gpuTypeIds: table, proxyUrl });
  };

  const get = async (id: string): Promise<Pod | undefined> => {
    const answer = await call('GET', podPath(id));
    if (answer.status === 404) return undefined;
    if (!ok(answer.status)) throw refusal(answer);
    return toPod(answer);
  };

  return {
    label: 'RunPod',
    async create(spec) {
      checkPodSpec(spec);
      const answer = await call('POST', '/pods', createPodBody(spec, table));
      if (!ok(answer.status)) throw refusal(answer);
      return toPod(answer);
    },
    get,
    async terminate(id) {
      // Deleting ends billing at once; stopping first would add a call that RunPod may refuse for a pod already stopped.
      const answer = await call('DELETE', podPath(id));
      if (ok(answer.status) || answer.status === 404) return;
      // RunPod documents 400 "Invalid Pod ID." for deleting a pod it does not have: gone, if it says so when asked.
      if (answer.status === 400 && (await get(id)) === undefined) return;
      throw refusal(answer);
    },
  };
}
