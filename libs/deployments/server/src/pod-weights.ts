import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPodWeightsFile, getPodWeightsManifest, POD_WEIGHTS_ERRORS } from '@bagel/deployments-contract';
import type { Database } from '@bagel/db';
import type { ModelFiles } from '@bagel/ports';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { bearerTokenOf } from './bearer-token';
import type { DeploymentKeys } from './deployment-keys';
import { findDeployment } from './deployments.repository';
import { DEPLOYMENT_NOT_FOUND } from './deployments.service';
import type { DeploymentRow } from './deployments.schema';

export interface PodWeightsDependencies {
  db: Database;
  keys: DeploymentKeys;
  modelFiles: ModelFiles;
}

/** The deployment whose pod's token the request carries; a token is good for its own deployment only, while it lasts. */
async function deploymentOfPod(request: FastifyRequest, podId: string, { db, keys }: PodWeightsDependencies): Promise<DeploymentRow> {
  const token = bearerTokenOf(request);
  if (!token) throw new HttpError(401, POD_WEIGHTS_ERRORS.noToken);
  if (!keys.isPodToken(podId, token)) throw new HttpError(401, POD_WEIGHTS_ERRORS.badToken);
  const deployment = await findDeployment(db, podId);
  if (!deployment) throw new HttpError(404, DEPLOYMENT_NOT_FOUND, 'podId');
  // An ended deployment's pod is gone or going: its token opens nothing any more.
  if (deployment.endedAt !== null) throw new HttpError(409, POD_WEIGHTS_ERRORS.ended);
  return deployment;
}

/**
 * The calls a starting pod fetches its model through (see `pod-start.ts`): every file of the model as the platform
 * stores it (an upload, a hub clone, or a fine-tune's adapter), each checked by its SHA-256 on arrival.
 */
export function registerPodWeightsRoutes(app: FastifyInstance, dependencies: PodWeightsDependencies): void {
  const { modelFiles } = dependencies;
  registerRoute(app, getPodWeightsManifest, async (request) => {
    const deployment = await deploymentOfPod(request, request.params.podId, dependencies);
    return { served_model_name: deployment.modelName, files: await modelFiles.list(deployment.modelId) };
  });
  registerRoute(app, getPodWeightsFile, async (request, reply) => {
    const deployment = await deploymentOfPod(request, request.params.podId, dependencies);
    const body = await modelFiles.read(deployment.modelId, request.query.path);
    if (!body) throw new HttpError(404, POD_WEIGHTS_ERRORS.noFile);
    return reply.type('application/octet-stream').header('cache-control', 'private, no-store').send(body);
  });
}
