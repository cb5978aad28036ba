import fp from 'fastify-plugin';
import {
  createChatCompletion,
  deployModel,
  deployOnPodProvider,
  getDeploymentCost,
  getDeploymentProgress,
  getDeploymentsKey,
  getDeploymentStats,
  getDeploymentStatus,
  getPodProviderDeployStatus,
  listUserDeployments,
  listUserPods,
  setDeploymentSpendCap,
  terminateDeployment,
  type ChatCompletion,
} from '@bagel/deployments-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { DomainEvents, LedgerPort, ModelFiles, PodProvider, UsableModels } from '@bagel/ports';
import { callerIdOf, registerRoute, type RouteRequest } from '@bagel/server-kit';
import { createChatProxy } from './chat-proxy';
import { advanceQueue, stopQueue } from './deployment-jobs';
import { createDeploymentKeys } from './deployment-keys';
import { createLifecycle } from './deployment-lifecycle';
import { statusLine } from './deployment-view';
import { createDeployments } from './deployments.service';
import { createModelServerProbe } from './model-server-probe';
import { DEFAULT_START_DEADLINE_MINUTES } from './model-server-readiness';
import { deploymentPodSpec } from './pod-spec';
import { registerPodWeightsRoutes } from './pod-weights';

export interface DeploymentsPluginOptions {
  db: Database;
  jobs: JobQueue;
  pods: PodProvider;
  ledger: LedgerPort;
  models: UsableModels;
  /** What a starting pod copies its model from. */
  modelFiles: ModelFiles;
  /** Where the user is told their deployment runs, failed or was stopped (not of their own terminate). */
  events: DomainEvents;
  /** The server's secret: deployments keys and pods' tokens are derived from it. */
  secret: string;
  /** Where clients reach this API; the chat endpoint's base URL is built from it. */
  publicApiUrl: string;
  /** The model server image pods run (`VLLM_IMAGE`). */
  image: string;
  /** The platform's Hugging Face token (`HUGGINGFACE_TOKEN`): pods download adapters' gated base models with it. */
  hubToken?: string;
  /** The clock minutes are billed by; tests pass the simulator's manual clock. */
  now?: () => number;
  /**
   * How this process asks pods' model servers (the readiness probe, chat): the simulator's pods through this process's
   * own server for them (`createSimulatedPodFetch`), RunPod's over the internet; by default `fetch`.
   */
  fetch?: typeof globalThis.fetch;
  /**
   * How long a pod's model server has, from its container's first start, to answer before the deployment fails
   * (`DEPLOY_START_DEADLINE_MINUTES`, default 20).
   */
  startDeadlineMinutes?: number;
}

/**
 * Spec §7's deployment calls and the playground's OpenAI-compatible chat: models deployed to GPU pods (the local
 * simulator or RunPod), followed by durable jobs and billed per started minute through the ledger.
 */
export const deploymentsPlugin = fp<DeploymentsPluginOptions>(
  async function deployments(app, options) {
    const { db, jobs, pods, ledger, models, events } = options;
    const now = options.now ?? Date.now;
    const keys = createDeploymentKeys(options.secret);
    const lifecycle = createLifecycle({
      db,
      jobs,
      pods,
      ledger,
      events,
      now,
      log: app.log,
      podSpec: (deployment) =>
        deploymentPodSpec(deployment, {
          image: options.image,
          token: keys.podToken(deployment.id),
          publicApiUrl: options.publicApiUrl,
          hubToken: options.hubToken,
        }),
      probe: createModelServerProbe({ tokenOf: keys.podToken, fetch: options.fetch }),
      startDeadlineMinutes: options.startDeadlineMinutes ?? DEFAULT_START_DEADLINE_MINUTES,
    });
    const service = createDeployments({ db, jobs, pods, ledger, models, modelFiles: options.modelFiles, lifecycle, now, log: app.log });
    const proxyChat = createChatProxy({ deployments: service, keys, fetch: options.fetch });
    await jobs.work(advanceQueue({ lifecycle, jobs, now, log: app.log }));
    await jobs.work(stopQueue({ pods, log: app.log }));

    const deploy = async (request: RouteRequest<typeof deployModel>) => service.deploy(request.body, request.idempotencyKey);
    registerRoute(app, deployModel, deploy);
    registerRoute(app, deployOnPodProvider, deploy);

    registerRoute(app, getPodProviderDeployStatus, async (request) => {
      const row = await service.owned(request.params.podId, callerIdOf(request.principal));
      return { pod_id: row.id, status: row.status, message: statusLine(row) };
    });
    registerRoute(app, getDeploymentStatus, async (request) => {
      const row = await service.owned(request.params.podId, callerIdOf(request.principal));
      return { pod_id: row.id, status: row.status, message: row.message };
    });
    registerRoute(app, getDeploymentProgress, async (request) => {
      const row = await service.owned(request.params.podId, callerIdOf(request.principal));
      return { pod_id: row.id, status: row.status, progress: row.progress, deployment_progress: row.progress };
    });
    registerRoute(app, getDeploymentCost, async (request) => service.cost(request.query.gpu_type, request.query.gpu_count));
    registerRoute(app, listUserPods, async (request) => ({ pods: await service.list(request.params.userId, { liveOnly: true }) }));
    registerRoute(app, listUserDeployments, async (request) => ({
      deployments: await service.list(request.params.userId, { liveOnly: false }),
    }));
    registerRoute(app, getDeploymentStats, async (request) => service.stats(request.params.userId));
    registerRoute(app, getDeploymentsKey, async (request) => ({
      key: keys.keyFor(callerIdOf(request.principal)),
      base_url: `${options.publicApiUrl}/v1`,
    }));
    registerRoute(app, terminateDeployment, async (request) => service.terminate(request.params.podId, request.query.user_id));
    registerRoute(app, setDeploymentSpendCap, async (request) =>
      service.setSpendCap(request.params.podId, callerIdOf(request.principal), request.body.spend_cap),
    );
    registerPodWeightsRoutes(app, { db, keys, modelFiles: options.modelFiles });
    // A streamed answer is the reply itself, sent as it arrives; the route's schema shapes only a whole completion.
    registerRoute(app, createChatCompletion, async (request, reply) => (await proxyChat(request, reply)) as ChatCompletion);
  },
  { name: 'deployments', dependencies: ['server-kit'], fastify: '5.x' },
);
