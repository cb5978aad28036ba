import type { Readable } from 'node:stream';
import type { DatasetTable } from '@bagel/asset-ports';
import type { LossPoint, TrainingObserver, TrainingRun } from '../trainer/trainer';

const ID = '00000000-0000-4000-8000-000000000000';

async function* rowsOf(rows: Record<string, unknown>[]) {
  yield* rows;
}

/** A run of 2 epochs on a 10,000-token CSV of questions and answers, for the trainers' tests. */
export const trainingRun = (fields: Partial<TrainingRun> = {}, rows: Record<string, unknown>[] = []): TrainingRun => ({
  jobId: 'job-1',
  modelId: ID,
  datasetTokens: 10_000,
  maxGpuHours: 0.5,
  signal: new AbortController().signal,
  resume: null,
  readDataset: (): Promise<DatasetTable> => Promise.resolve({ columns: ['question', 'answer'], rows: rowsOf(rows) }),
  payload: {
    asset_id: ID,
    model_name: 'bagel-llama',
    base_model: 'meta-llama/Llama-3.2-1B',
    file_name: 'questions.csv',
    accelerator_type: 'NVIDIA_TESLA_A100',
    accelerator_count: 1,
    user_id: ID,
    epochs: 2,
    learning_rate: 0.001,
    segmentation_method: 'regex',
    batch_size: 1,
    eval_batch_size: 1,
    gradient_accumulation_steps: 4,
    input_column: 'question',
    output_column: 'answer',
    max_chunk_size: 512,
    stride: 50,
    min_segment_length: 15,
    hf_model_id: null,
    train_test_split: 0.8,
    lora_r: 8,
    lora_target_modules: ['q_proj', 'v_proj'],
    lora_dropout: 0.05,
  },
  ...fields,
});

async function text(content: string | Readable): Promise<string> {
  if (typeof content === 'string') return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** An observer that keeps what a trainer reports, as the job's row does (a loss point once per step), for assertions. */
export function recordingObserver() {
  const events: string[] = [];
  const loss: LossPoint[] = [];
  const progress: { step: number; totalSteps: number }[] = [];
  const files = new Map<string, string>();
  const remembered: unknown[] = [];
  const observer: TrainingObserver = {
    event: async (_level, message) => void events.push(message),
    progress: async (update) => void progress.push(update),
    loss: async (points) => void loss.push(...points.filter((point) => !loss.some((kept) => kept.step === point.step))),
    remember: async (state) => void remembered.push(state),
    async startOver() {
      loss.length = 0;
      remembered.push(null);
    },
    putFile: async (path, content) => void files.set(path, await text(content)),
  };
  /** What the trainer remembered last: what the next attempt would resume with. */
  const state = () => remembered.at(-1) ?? null;
  return { events, loss, progress, files, remembered, state, observer };
}
