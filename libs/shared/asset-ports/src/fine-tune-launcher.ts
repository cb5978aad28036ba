import type { NewAsset } from '@bagel/assets-contract';
import type { FineTunePayload } from '@bagel/fine-tuning-contract';

export interface FineTuneLaunch {
  /** The model asset to create, as `POST /api/v1/asset` received it. */
  asset: NewAsset & { dataset_type: 'MODEL' };
  payload: FineTunePayload;
  /** The client's Idempotency-Key: the same key answers the same model, and holds the estimate once. */
  idempotencyKey: string;
}

/**
 * Creating a model with a fine_tune_payload (spec §3) starts training it: the assets domain hands such a creation to
 * the fine-tuning domain, which checks it, holds the estimate from the balance and creates the model asset.
 */
export interface FineTuneLauncher {
  /** The new model's asset id. Rejects with the first critical error (422) when the job cannot start. */
  launch(request: FineTuneLaunch): Promise<string>;
}
