import type { NewAsset } from '@bagel/assets-contract';
import type { FineTunePayload } from '@bagel/fine-tuning-contract';
import type { FineTuneLauncher } from '@bagel/asset-ports';
import { HttpError } from '@bagel/server-kit';

/**
 * Spec §3: a model created with a fine_tune_payload is trained. That holds its estimate from the balance, so, as
 * every money-moving call, it needs the client's Idempotency-Key: a retried creation then finds the same model.
 */
export async function launchFineTune(
  launcher: FineTuneLauncher,
  asset: NewAsset & { dataset_type: 'MODEL' },
  payload: FineTunePayload,
  idempotencyKey: string | null,
): Promise<string> {
  if (idempotencyKey === null) {
    throw new HttpError(400, 'Starting a fine-tune holds Bagels: an Idempotency-Key header is required', 'Idempotency-Key');
  }
  return launcher.launch({ asset, payload, idempotencyKey });
}
