import * as v from 'valibot';

/**
 * The training container's HTTP API (port {@link TRAINER_PORT}), which the pod trainer drives: the platform publishes
 * the image, so the protocol is ours. Every call carries `Authorization: Bearer <BAGEL_TRAINER_TOKEN>`, a secret
 * the pod gets in its environment, since the provider's proxy URL is public.
 *
 * - `PUT /dataset`: the training rows as JSON Lines, `{"input","output"}` or `{"text"}` each.
 * - `POST /train`: the {@link TrainRequest}; answers 202 and trains in the background.
 * - `GET /status`: a {@link TrainerStatus}, with every loss point and event so far.
 * - `GET /files`: the checkpoint's files once done; `GET /files/<path>`: one file's bytes.
 */
export const TRAINER_PORT = 8000;
export const TRAINER_TOKEN_ENV = 'BAGEL_TRAINER_TOKEN';

export const TrainerStatus = v.object({
  state: v.picklist(['waiting', 'training', 'saving', 'done', 'failed']),
  step: v.number(),
  total_steps: v.nullable(v.number()),
  loss: v.array(v.object({ step: v.number(), epoch: v.number(), loss: v.number() })),
  events: v.array(v.object({ level: v.picklist(['info', 'warning', 'error']), message: v.string() })),
  error: v.nullable(v.string()),
});
export type TrainerStatus = v.InferOutput<typeof TrainerStatus>;

export const TrainerFiles = v.object({ files: v.array(v.object({ path: v.string(), size: v.number() })) });

export interface TrainRequest {
  base_model: string;
  epochs: number;
  learning_rate: number;
  batch_size: number;
  eval_batch_size: number;
  gradient_accumulation_steps: number;
  max_seq_length: number;
  stride: number;
  min_segment_length: number;
  segmentation_method: string;
  train_test_split: number;
  lora: { r: number; alpha: number; dropout: number; target_modules: string[] };
}
