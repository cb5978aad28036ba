import { Readable } from 'node:stream';
import type { Database } from '@bagel/db';
import type { QueueDefinition, RunningJob } from '@bagel/jobs';
import type { AssetLibrary } from '@bagel/asset-ports';
import type { DomainEvents, LedgerPort, OnboardingProgress } from '@bagel/ports';
import { plainBglText } from '@bagel/util';
import type { JobRow } from './fine-tuning.schema';
import { endTraining } from './job-end';
import { addEvent, addLossPoints, findJob, restartJob, updateJob } from './jobs.repository';
import { finalCharge, settle } from './settlement';
import type { Trainer, TrainingObserver, TrainingResume } from './trainer/trainer';

export const TRAINING_QUEUE = 'fine-tuning.train';

/** A LoRA checkpoint's largest file is its adapter: a few hundred MB even for large models and ranks. */
const MAX_CHECKPOINT_BYTES = 4 * 1024 ** 3;

export interface TrainingJob {
  jobId: string;
}

/** What ending a job needs: its row, the hold to settle, and the user to tell. */
export interface JobEnding {
  db: Database;
  ledger: LedgerPort;
  events: DomainEvents;
}

interface TrainingJobDependencies extends JobEnding {
  trainer: Trainer;
  library: AssetLibrary;
  onboarding: OnboardingProgress;
  log: { warn(object: object, message: string): void };
  retryDelaySeconds?: number;
}

/**
 * Trains a model: the trainer's run, reported where the model's page reads it, then the held estimate settled. An
 * attempt taking over from a process that died carries the run on from its last step (the trainer's remembered state,
 * the pod it trains on, included); one after a failure starts the run over. Once the trainer's GPU-hours are
 * recorded, a retry only settles, so a crash between the two neither trains twice nor refunds twice. Only the last
 * attempt's failure is final: it returns the whole hold.
 */
export function trainingQueue({
  db,
  trainer,
  library,
  ledger,
  events,
  onboarding,
  log,
  retryDelaySeconds = 15,
}: TrainingJobDependencies): QueueDefinition<TrainingJob> {
  const observerOf = (job: JobRow): TrainingObserver => ({
    event: (level, message) => addEvent(db, job.id, level, message),
    progress: ({ step, totalSteps }) =>
      updateJob(db, job.id, { step, totalSteps, progress: totalSteps === 0 ? 0 : Math.min(100, Math.floor((step / totalSteps) * 100)) }),
    loss: (points) => addLossPoints(db, job.id, points),
    remember: (trainerState) => updateJob(db, job.id, { trainerState }),
    startOver: () => restartJob(db, job.id),
    async putFile(path, content, contentType) {
      const source = typeof content === 'string' ? Readable.from([Buffer.from(content)]) : content;
      await library.putFile(job.modelId, path, source, { contentType, maxBytes: MAX_CHECKPOINT_BYTES });
    },
  });

  async function finish(job: JobRow, gpuHours: number) {
    const charged = finalCharge(job, gpuHours);
    await settle(ledger, job, charged);
    // Ended meanwhile by a reader who found the queue entry gone: that end stands.
    if (!(await endTraining(db, events, job.id, { status: 'succeeded', chargedHundredths: charged }))) return;
    await addEvent(db, job.id, 'info', `Finished: charged ${plainBglText(charged)} of the ${plainBglText(job.estimateHundredths)} held`);
    await onboarding
      .complete(job.userId, 'fine_tune_model')
      .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'Could not mark the fine_tune_model onboarding step'));
  }

  return {
    name: TRAINING_QUEUE,
    retryLimit: 2,
    retryDelaySeconds,
    // pg-boss's longest attempt; a longer run belongs to a pod the job would follow across attempts.
    expireInSeconds: 24 * 60 * 60,
    concurrency: 2,
    async handler(queued: RunningJob<TrainingJob>) {
      const job = await findJob(db, queued.data.jobId);
      if (!job || job.queueJobId !== queued.id || job.status === 'succeeded' || job.status === 'failed') return;
      try {
        if (job.gpuHours !== null) return await finish(job, job.gpuHours);
        const resume = resumable(job);
        if (resume) {
          await addEvent(db, job.id, 'warning', `Attempt ${queued.attempt + 1}: training carries on from step ${resume.step}`);
        } else {
          await restartJob(db, job.id);
          if (queued.attempt > 0) await addEvent(db, job.id, 'warning', `Attempt ${queued.attempt + 1}: training starts over`);
        }
        const { gpuHours } = await trainer.train(
          {
            jobId: job.id,
            modelId: job.modelId,
            payload: job.payload,
            datasetTokens: job.datasetTokens,
            maxGpuHours: job.estimateHours * job.payload.accelerator_count,
            readDataset: async () => {
              const table = await library.readTable(job.payload.asset_id, job.payload.file_name, job.userId);
              if (!table) throw new Error(`The file ${job.payload.file_name} is no longer in the dataset`);
              return table;
            },
            signal: queued.signal,
            resume,
          },
          observerOf(job),
        );
        await updateJob(db, job.id, { gpuHours });
        await finish(job, gpuHours);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ err: error, jobId: job.id, attempt: queued.attempt }, 'A fine-tuning attempt failed');
        // A stopping process hands the job on; that is no failure of the training.
        if (queued.signal.aborted) throw error;
        await addEvent(db, job.id, 'error', queued.isLastAttempt ? `Failed: ${reason}` : `Attempt ${queued.attempt + 1} failed: ${reason}`);
        if (queued.isLastAttempt) await fail({ db, ledger, events }, job, reason);
        // A run that failed is not carried on: the next attempt starts it again.
        else await updateJob(db, job.id, { step: 0, trainerState: null });
        throw error;
      }
    },
  };
}

/**
 * Where the last attempt got to, when it neither finished nor failed: its process died (kill -9, a lost machine) or
 * stopped, and the queue gave the job to this one. Null for a job's first attempt and after a failed one.
 */
function resumable(job: JobRow): TrainingResume | null {
  if (job.status !== 'running' || (job.step === 0 && job.trainerState === null)) return null;
  return { step: job.step, state: job.trainerState };
}

/** Ends a job for good: nothing is charged, the whole hold goes back, and the user is told. */
export async function fail({ db, ledger, events }: JobEnding, job: JobRow, reason: string): Promise<void> {
  await settle(ledger, job, 0);
  await endTraining(db, events, job.id, { status: 'failed', error: reason });
}
