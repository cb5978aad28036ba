import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { INSUFFICIENT_BALANCE_CODE, type GpuType } from '@bagel/contract';
import {
  DEPLOYMENTS_LIST_LIMIT,
  deployBalanceRefusal,
  INSTANCE_TYPES,
  type Deployment,
  type DeployRequest,
} from '@bagel/deployments-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import { costPerHourUsd } from '@bagel/pod-provider';
import type { LedgerPort, ModelFiles, PodProvider, UsableModels } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { bagelsToHundredths, hundredthsToBagels, plainBglText } from '@bagel/util';
import { deployMinimum, deploymentCost, pricePerMinute } from './billing';
import { END_MESSAGES, type Lifecycle } from './deployment-lifecycle';
import { scheduleLook } from './deployment-queues';
import { deploymentView } from './deployment-view';
import {
  deploymentCounts,
  findDeployment,
  insertDeployment,
  listDeployments,
  liveDeploymentIds,
  lockDeployment,
  reservedForFirstMinutes,
} from './deployments.repository';
import { deployments, type DeploymentRow } from './deployments.schema';
import { inspectModel } from './model-serving';
import { podIdFor } from './pod-id';

export const DEPLOYMENT_NOT_FOUND = 'Deployment not found';
export const MODEL_NOT_FOUND = 'Model not found';

export interface DeploymentsDependencies {
  db: Database;
  jobs: JobQueue;
  pods: PodProvider;
  ledger: LedgerPort;
  models: UsableModels;
  /** The model's files, read at deploy to refuse what vLLM cannot serve and to find whether it has a chat template. */
  modelFiles: ModelFiles;
  lifecycle: Lifecycle;
  now: () => number;
  log: { warn(object: object, message: string): void };
}

/** Spec §7's deployment calls, for the user the key proves. */
export function createDeployments({ db, jobs, pods, ledger, models, modelFiles, lifecycle, now, log }: DeploymentsDependencies) {
  /**
   * The deployment brought up to date, as every read shows it: progress moves as the provider's pod does, and minutes
   * that have started are charged. If that fails (the provider or the ledger is down) the stored state is shown.
   */
  async function current(id: string): Promise<DeploymentRow | undefined> {
    try {
      return await lifecycle.advance(id);
    } catch (error) {
      log.warn({ err: error, podId: id }, 'Could not bring a deployment up to date; showing it as stored');
      return findDeployment(db, id);
    }
  }

  /** The caller's deployment, up to date; another user's is a 404, as one that does not exist. */
  async function owned(id: string, userId: string, field = 'podId'): Promise<DeploymentRow> {
    const row = await findDeployment(db, id);
    if (!row || row.userId !== userId) throw new HttpError(404, DEPLOYMENT_NOT_FOUND, field);
    return (await current(id)) ?? row;
  }

  async function refreshLive(userId: string): Promise<void> {
    await Promise.all((await liveDeploymentIds(db, userId)).map((id) => current(id)));
  }

  function replay(existing: DeploymentRow, request: DeployRequest): Promise<DeploymentRow> {
    if (!isDeepStrictEqual(existing.request, request)) {
      throw new HttpError(409, 'This Idempotency-Key was already used for another deployment', 'Idempotency-Key');
    }
    return owned(existing.id, request.user_id);
  }

  return {
    owned,

    /**
     * Deploys a model the caller owns or bought, if vLLM can serve it for chat and the balance covers its first minutes
     * on top of what the caller's live deployments still need for theirs. The pod's id comes from the Idempotency-Key,
     * so a replay (or a concurrent twin) answers the same deployment; the row and the job that creates the pod are
     * written together.
     */
    async deploy(request: DeployRequest, idempotencyKey: string): Promise<Deployment> {
      const userId = request.user_id;
      const id = podIdFor(userId, idempotencyKey);
      const existing = await findDeployment(db, id);
      if (existing) return deploymentView(await replay(existing, request));

      const model = await models.find(request.model_id, userId);
      if (!model) throw new HttpError(404, MODEL_NOT_FOUND, 'model_id');
      const serving = await inspectModel(modelFiles, model.id);
      if ('refusal' in serving) throw new HttpError(422, serving.refusal, 'model_id');
      const gpuType = INSTANCE_TYPES[request.instance_type];
      if (!gpuType) throw new HttpError(400, `There is no instance type '${request.instance_type}'`, 'instance_type');
      const usdPerHour = costPerHourUsd(gpuType, request.gpu_count);
      const needed = deployMinimum(usdPerHour);

      const inserted = await db.transaction(async (tx) => {
        // The user's account stays locked until this commits: their deploys, in any process, decide one after another,
        // each counting the rows of those before, and no charge moves the balance meanwhile.
        const balance = await ledger.balanceOf(userId, tx);
        // A concurrent twin that held the lock first: answered as its replay below, not refused for its own reservation.
        if (await findDeployment(tx, id)) return undefined;
        const reserved = await reservedForFirstMinutes(tx, userId);
        if (balance < reserved + needed) {
          throw new HttpError(
            422,
            deployBalanceRefusal(hundredthsToBagels(needed), hundredthsToBagels(balance), hundredthsToBagels(reserved)),
            undefined,
            { code: INSUFFICIENT_BALANCE_CODE },
          );
        }
        const row = await insertDeployment(tx, {
          id,
          userId,
          modelId: model.id,
          modelName: model.name,
          request,
          gpuType,
          gpuCount: request.gpu_count,
          provider: pods.label,
          status: 'pending',
          progress: 0,
          message: null,
          plainChatTemplate: serving.plainChatTemplate,
          usdPerHour,
          pricePerMinute: pricePerMinute(usdPerHour),
          spendCap: request.spend_cap === null ? null : bagelsToHundredths(request.spend_cap),
          createdAt: new Date(now()),
        });
        // Undefined: the same deploy, sent at the same moment, wrote it.
        if (row) await scheduleLook(jobs, { podId: id, step: 0 }, 0, tx);
        return row;
      });
      if (inserted) return deploymentView(inserted);
      const twin = await findDeployment(db, id);
      if (!twin) throw new Error(`The deployment ${id} was neither written nor found`);
      return deploymentView(await replay(twin, request));
    },

    /** Not-ended deployments (spec §7's pods) or all of them, newest first, up to date. */
    async list(userId: string, { liveOnly }: { liveOnly: boolean }): Promise<Deployment[]> {
      await refreshLive(userId);
      const rows = await listDeployments(db, userId, { liveOnly, limit: DEPLOYMENTS_LIST_LIMIT });
      return rows.map(deploymentView);
    },

    async stats(userId: string) {
      await refreshLive(userId);
      const counts = await deploymentCounts(db, userId);
      return {
        total_running_deployment: counts.running,
        total_pending_deployment: counts.starting,
        total_deployments: counts.total,
        total_cost: hundredthsToBagels(counts.cost),
      };
    },

    cost: (gpuType: GpuType, gpuCount: number) => deploymentCost(gpuType, gpuCount, costPerHourUsd(gpuType, gpuCount)),

    /** Ends the caller's deployment and stops its pod; one that has ended already is answered as it is. */
    async terminate(id: string, userId: string): Promise<Deployment> {
      const row = await owned(id, userId);
      if (row.endedAt) return deploymentView(row);
      return deploymentView((await lifecycle.end(id, 'terminated', END_MESSAGES.terminated)) ?? row);
    },

    /** Sets or clears the spend cap (Bagels) of a deployment that has not ended; it must be above what it has cost. */
    async setSpendCap(id: string, userId: string, spendCap: number | null): Promise<Deployment> {
      await owned(id, userId);
      const cap = spendCap === null ? null : bagelsToHundredths(spendCap);
      const row = await db.transaction(async (tx) => {
        const locked = await lockDeployment(tx, id);
        if (!locked) throw new HttpError(404, DEPLOYMENT_NOT_FOUND, 'podId');
        if (locked.endedAt) throw new HttpError(409, 'This deployment has ended; its spend cap can no longer change');
        if (cap !== null && cap <= locked.costSoFar) {
          throw new HttpError(
            422,
            `spend_cap must be above what the deployment has cost so far (${plainBglText(locked.costSoFar)})`,
            'spend_cap',
          );
        }
        const [updated] = await tx.update(deployments).set({ spendCap: cap }).where(eq(deployments.id, id)).returning();
        return updated ?? locked;
      });
      return deploymentView(row);
    },
  };
}

export type Deployments = ReturnType<typeof createDeployments>;
