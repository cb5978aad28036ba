import { BAGELS_PER_USD, GPU_OPTIONS } from '@bagel/contract';
import type { LedgerPort } from '@bagel/ports';
import type { JobRow } from './fine-tuning.schema';

/** What the GPU-hours used cost, in hundredths of a Bagel, rounded up, never above what was held. */
export function finalCharge(job: JobRow, gpuHours: number): number {
  const usd = gpuHours * GPU_OPTIONS[job.payload.accelerator_type].usdPerHour;
  return Math.min(job.estimateHundredths, Math.ceil(usd * BAGELS_PER_USD * 100 - 1e-6));
}

/**
 * Gives back what was held and not used: the difference after a finished run, all of it after a failed one. Keyed by
 * the job, so a settlement retried after a crash refunds once.
 */
export async function settle(ledger: LedgerPort, job: JobRow, chargedHundredths: number): Promise<void> {
  const unused = job.estimateHundredths - chargedHundredths;
  if (unused <= 0) return;
  await ledger.refund({
    userId: job.userId,
    amount: unused,
    kind: 'fine_tuning',
    description:
      chargedHundredths === 0
        ? `Fine-tuning ${job.payload.model_name}: failed, estimate returned`
        : `Fine-tuning ${job.payload.model_name}: unused estimate returned`,
    idempotencyKey: `fine-tune-settle:${job.id}`,
    metadata: { dataset_id: job.modelId, asset_name: job.payload.model_name },
  });
}
