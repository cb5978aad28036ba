import type { Readable } from 'node:stream';
import type { FineTuneJob, FineTunePayload } from '@bagel/fine-tuning-contract';
import type { DatasetTable } from '@bagel/asset-ports';

export type TrainingEventLevel = FineTuneJob['events'][number]['level'];
export type LossPoint = FineTuneJob['loss'][number];

/** One attempt at training a model, as the job hands it to a trainer. */
export interface TrainingRun {
  jobId: string;
  modelId: string;
  payload: FineTunePayload;
  /** Tokens in the dataset file's training text, counted with the base model's tokenizer. */
  datasetTokens: number;
  /** What the estimate allows: a trainer stops the work before it uses more GPU-hours than this. */
  maxGpuHours: number;
  /** The dataset file's rows, read afresh on each call (a trainer that ships them to a pod streams them). */
  readDataset(): Promise<DatasetTable>;
  /** Aborted when the process stops: the attempt ends at once, and the job is retried elsewhere. */
  signal: AbortSignal;
  /** Where an earlier attempt got to before its process died or stopped; null when this attempt starts the run. */
  resume: TrainingResume | null;
}

/**
 * What the job recorded of an attempt that did not end (a process killed or stopped mid-run), so the next attempt
 * carries on instead of training, and paying for, the same steps again.
 */
export interface TrainingResume {
  /** The last step reported through {@link TrainingObserver.progress}. */
  step: number;
  /** What the trainer saved with {@link TrainingObserver.remember}; null when it saved nothing. */
  state: unknown;
}

/** Where a trainer reports how the run goes; each call is written where the model's page reads it. */
export interface TrainingObserver {
  event(level: TrainingEventLevel, message: string): Promise<void>;
  progress(update: { step: number; totalSteps: number }): Promise<void>;
  /** Loss points are kept by step: a point sent again (a resumed attempt relaying the curve) is written once. */
  loss(points: LossPoint[]): Promise<void>;
  /** Saves what another attempt needs to carry on this run (a pod's id, say) with the job, replacing what was saved. */
  remember(state: unknown): Promise<void>;
  /** Forgets the curve, the progress and the remembered state: the run this attempt resumed is lost. */
  startOver(): Promise<void>;
  /** Stores a file of the trained model (adapter, config, trainer state) in the model asset, streamed. */
  putFile(path: string, content: string | Readable, contentType: string | null): Promise<void>;
}

export interface TrainingResult {
  /** GPU-hours used, summed over the GPUs: what the job is charged for, up to the estimate. */
  gpuHours: number;
}

/**
 * Who trains models: the local simulator by default, a GPU pod provider when configured. Both are driven by the
 * same job, ledger hold and settlement; only the work between differs.
 */
export interface Trainer {
  /** Shown on the model's page ('Local simulator', or the provider's name). */
  readonly label: string;
  train(run: TrainingRun, observer: TrainingObserver): Promise<TrainingResult>;
}
