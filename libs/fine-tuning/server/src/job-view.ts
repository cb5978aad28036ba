import type { FineTuneJob, FineTuneStatus } from '@bagel/fine-tuning-contract';
import { hundredthsToBagels } from '@bagel/util';
import type { JobRow } from './fine-tuning.schema';
import type { findEvents, findLoss } from './jobs.repository';

/** A job as the model's page reads it. */
export function jobView(
  row: JobRow,
  events: Awaited<ReturnType<typeof findEvents>>,
  loss: Awaited<ReturnType<typeof findLoss>>,
): FineTuneJob {
  const { payload } = row;
  return {
    job_id: row.id,
    model_id: row.modelId,
    status: row.status as FineTuneStatus,
    trainer: row.trainer,
    base_model: payload.hf_model_id ?? payload.base_model,
    file_name: payload.file_name,
    gpu_type: payload.accelerator_type,
    gpu_count: payload.accelerator_count,
    epochs: payload.epochs,
    progress: row.progress,
    step: row.step,
    total_steps: row.totalSteps,
    estimate_bgl: hundredthsToBagels(row.estimateHundredths),
    charged_bgl: row.chargedHundredths === null ? null : hundredthsToBagels(row.chargedHundredths),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      level: event.level as FineTuneJob['events'][number]['level'],
      message: event.message,
    })),
    loss: loss.map(({ step, epoch, loss: value }) => ({ step, epoch, loss: value })),
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
