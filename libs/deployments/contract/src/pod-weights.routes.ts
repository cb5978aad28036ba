import * as v from 'valibot';
import { defineRoute, assetPath } from '@bagel/contract';
import { PodParams } from './deployments.routes';

/**
 * How a deployment's pod fetches the model it serves from the platform's storage as it starts: the manifest, then each
 * file. The pod proves itself with `Authorization: Bearer <its model server token>` (the `VLLM_API_KEY` it was started
 * with), which only the platform can compute; nothing else reaches a model's files this way.
 */
export const POD_WEIGHTS_ERRORS = {
  noToken: 'This call needs the Authorization header of the deployment’s pod',
  badToken: 'This is not the token of this deployment’s pod',
  ended: 'The deployment has ended',
  noFile: 'The model has no such file',
} as const;

export const ModelWeightsFile = v.object({
  path: v.string(),
  size: v.number(),
  sha256: v.string(),
});

export const ModelWeightsManifest = v.object({
  /** What the pod serves the model as: the name users' chats send as `model`. */
  served_model_name: v.string(),
  files: v.array(ModelWeightsFile),
});
export type ModelWeightsManifest = v.InferOutput<typeof ModelWeightsManifest>;

export const getPodWeightsManifest = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/vllm/{podId}/weights',
  summary: "The files a deployment's pod fetches before serving its model (Authorization: Bearer <pod token>)",
  tag: 'deployments',
  access: 'public',
  params: PodParams,
  // 401: no token, or another pod's; 409: the deployment has ended.
  errors: [401, 404, 409],
  response: ModelWeightsManifest,
});

/** One file's bytes; the answer is the file, not JSON. */
export const getPodWeightsFile = defineRoute({
  method: 'GET',
  path: '/api/v1/deployments/vllm/{podId}/weights/file',
  summary: "One file of a deployment's model, for its pod (Authorization: Bearer <pod token>)",
  tag: 'deployments',
  access: 'public',
  params: PodParams,
  query: v.object({ path: assetPath('path') }),
  errors: [401, 404, 409],
  response: v.unknown(),
});
