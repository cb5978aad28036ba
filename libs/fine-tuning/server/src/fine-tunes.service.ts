import { isDeepStrictEqual } from 'node:util';
import { INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import {
  NO_FINE_TUNE_JOB,
  trainedModelId,
  type FineTuneJob,
  type FineTunePayload,
  type FineTuneValidationRequest,
} from '@bagel/fine-tuning-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { AssetLibrary, FineTuneLauncher } from '@bagel/asset-ports';
import type { DomainEvents, LedgerPort, OnboardingProgress } from '@bagel/ports';
import { HttpError, stableUuid } from '@bagel/server-kit';
import { jobView } from './job-view';
import { findEvents, findJobByModel, findLoss, insertJob, updateJob } from './jobs.repository';
import { fail, TRAINING_QUEUE, type TrainingJob } from './training-job';
import type { Trainer } from './trainer/trainer';
import { planTraining, type ValidationDependencies } from './validation';

/** What a queued or running job whose queue entry failed or vanished says: its own failure was never recorded. */
const JOB_LOST = 'Training stopped before it finished';

export interface FineTunesDependencies extends ValidationDependencies {
  db: Database;
  jobs: JobQueue;
  trainer: Trainer;
  library: AssetLibrary;
  ledger: LedgerPort;
  onboarding: OnboardingProgress;
  /** Where a job's end (finished or failed) is told to its user, on the transaction that ends it. */
  events: DomainEvents;
}

/**
 * The model a user's Idempotency-Key names: the same key always gives the same model, so a replayed creation finds
 * its job (and its hold) instead of starting another.
 */
export const modelIdFor = (userId: string, idempotencyKey: string): string => stableUuid(`fine-tune:${userId}:${idempotencyKey}`);

/** The validation call's view of a payload: the same checks run before a job starts. */
export function validationRequestOf(payload: FineTunePayload): FineTuneValidationRequest {
  return {
    dataset_id: payload.asset_id,
    file_name: payload.file_name,
    model_id: trainedModelId(payload),
    gpu_type: payload.accelerator_type,
    gpu_count: payload.accelerator_count,
    epochs: payload.epochs,
    learning_rate: payload.learning_rate,
    segmentation_method: payload.segmentation_method,
    batch_size: payload.batch_size,
    eval_batch_size: payload.eval_batch_size,
    gradient_accumulation_steps: payload.gradient_accumulation_steps,
    input_column: payload.input_column,
    output_column: payload.output_column,
    max_chunk_size: payload.max_chunk_size,
    lora_r: payload.lora_r,
  };
}

/** Spec §3's fine-tunes: the validation call, starting a job from a model's creation, and the job's status. */
export function createFineTunes(deps: FineTunesDependencies) {
  const { db, jobs, trainer, library, ledger, events } = deps;

  /** A job whose queue entry is gone without it ending failed unseen (its process died on the last attempt). */
  async function settled(modelId: string) {
    const row = await findJobByModel(db, modelId);
    if (!row || (row.status !== 'queued' && row.status !== 'running') || !row.queueJobId) return row;
    const state = await jobs.stateOf(TRAINING_QUEUE, row.queueJobId);
    if (state === 'failed' || state === 'cancelled' || state === undefined) {
      await fail({ db, ledger, events }, row, row.error ?? JOB_LOST);
      return findJobByModel(db, modelId);
    }
    return row;
  }

  const launcher: FineTuneLauncher = {
    async launch({ asset, payload, idempotencyKey }) {
      const userId = asset.user_id;
      const modelId = modelIdFor(userId, idempotencyKey);
      const existing = await findJobByModel(db, modelId);
      if (existing) {
        if (!isDeepStrictEqual(existing.payload, payload))
          throw new HttpError(409, 'This Idempotency-Key was already used for another model');
        return modelId;
      }
      const plan = await planTraining(deps, userId, validationRequestOf(payload));
      const [critical] = plan.validation.critical_errors;
      if (critical !== undefined || !plan.estimate) {
        const code = plan.validation.insufficient_balance ? INSUFFICIENT_BALANCE_CODE : undefined;
        throw new HttpError(422, critical ?? 'This fine-tune cannot start', undefined, { code });
      }
      const { estimate } = plan;
      await ledger.charge({
        userId,
        amount: estimate.hundredths,
        kind: 'fine_tuning',
        description: `Fine-tuning ${payload.model_name}: estimate held`,
        idempotencyKey: `fine-tune-hold:${modelId}`,
        metadata: { dataset_id: modelId, asset_name: payload.model_name },
      });
      try {
        await library.ensure(modelId, asset);
        await db.transaction(async (tx) => {
          const row = await insertJob(tx, {
            modelId,
            userId,
            trainer: trainer.label,
            payload,
            datasetTokens: estimate.dataset_tokens,
            estimateHours: estimate.duration_hours,
            estimateHundredths: estimate.hundredths,
          });
          // Undefined: the same creation, replayed at the same moment, wrote it.
          if (!row) return;
          // In the same transaction: a job row is queued exactly when its queue entry exists.
          const queueJobId = await jobs.send<TrainingJob>(TRAINING_QUEUE, { jobId: row.id }, { tx });
          await updateJob(tx, row.id, { queueJobId });
        });
      } catch (error) {
        // Nothing will train: the hold goes back, unless a replay of this creation started the job meanwhile.
        if (!(await findJobByModel(db, modelId))) {
          await ledger.refund({
            userId,
            amount: estimate.hundredths,
            kind: 'fine_tuning',
            description: `Fine-tuning ${payload.model_name}: did not start, estimate returned`,
            idempotencyKey: `fine-tune-unheld:${modelId}`,
          });
        }
        throw error;
      }
      return modelId;
    },
  };

  return {
    launcher,

    async validate(userId: string, request: FineTuneValidationRequest) {
      return (await planTraining(deps, userId, request)).validation;
    },

    async job(modelId: string, userId: string): Promise<FineTuneJob> {
      const row = await settled(modelId);
      if (!row || row.userId !== userId) throw new HttpError(404, NO_FINE_TUNE_JOB, 'modelId');
      const [events, loss] = await Promise.all([findEvents(db, row.id), findLoss(db, row.id)]);
      return jobView(row, events, loss);
    },
  };
}

export type FineTunes = ReturnType<typeof createFineTunes>;
