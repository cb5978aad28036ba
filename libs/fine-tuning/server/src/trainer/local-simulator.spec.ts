import { describe, expect, it } from 'vitest';
import { createLocalSimulator, LOCAL_SIMULATOR } from './local-simulator';
import type { LossPoint, TrainingObserver, TrainingRun } from './trainer';

const v4 = '00000000-0000-4000-8000-000000000000';

const run = (fields: Partial<TrainingRun> = {}): TrainingRun => ({
  jobId: 'job-1',
  modelId: v4,
  datasetTokens: 10_000,
  maxGpuHours: 0.5,
  signal: new AbortController().signal,
  payload: {
    asset_id: v4,
    model_name: 'bagel-llama',
    base_model: 'meta-llama/Llama-3.2-1B',
    file_name: 'questions.csv',
    accelerator_type: 'NVIDIA_TESLA_A100',
    accelerator_count: 1,
    user_id: v4,
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

function recorder() {
  const events: string[] = [];
  const loss: LossPoint[] = [];
  const progress: { step: number; totalSteps: number }[] = [];
  const files = new Map<string, string>();
  const observer: TrainingObserver = {
    event: async (_level, message) => void events.push(message),
    progress: async (update) => void progress.push(update),
    loss: async (points) => void loss.push(...points),
    putFile: async (path, content) => void files.set(path, content),
  };
  return { events, loss, progress, files, observer };
}

describe('the local simulator', () => {
  it('plans the steps a real run would take and logs a falling, repeatable loss curve', async () => {
    const trainer = createLocalSimulator({ runSeconds: 0 });
    const first = recorder();
    const result = await trainer.train(run(), first.observer);
    // 10,000 tokens at 1 × 4 × 512 tokens a step: 5 steps an epoch, 10 in all.
    expect(first.progress.at(-1)).toEqual({ step: 10, totalSteps: 10 });
    expect(first.loss.map((point) => point.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.loss.at(-1)?.loss ?? Infinity).toBeLessThan(first.loss[0]?.loss ?? 0);
    expect(first.events[0]).toContain(LOCAL_SIMULATOR);
    expect(first.events).toContain('Epoch 2 of 2 done, loss ' + first.loss.at(-1)?.loss.toFixed(4));
    expect(result.gpuHours).toBeLessThan(0.5);

    const again = recorder();
    await trainer.train(run(), again.observer);
    expect(again.loss).toEqual(first.loss);
  });

  it('logs at most 200 points of a long run and writes the checkpoint files, saying it trained nothing', async () => {
    const { loss, files, observer } = recorder();
    await createLocalSimulator({ runSeconds: 0 }).train(run({ datasetTokens: 50_000_000 }), observer);
    expect(loss.length).toBeLessThanOrEqual(200);
    expect(JSON.parse(files.get('adapter_config.json') ?? '{}')).toMatchObject({
      peft_type: 'LORA',
      r: 8,
      target_modules: ['q_proj', 'v_proj'],
    });
    expect(files.get('README.md')).toContain('no adapter weights');
    expect([...files.keys()].sort()).toEqual(['README.md', 'adapter_config.json', 'training_args.json']);
  });

  it('stops at once when the process stops', async () => {
    const stopping = new AbortController();
    const { observer } = recorder();
    const training = createLocalSimulator({ runSeconds: 60 }).train(run({ signal: stopping.signal }), observer);
    stopping.abort(new Error('The process is stopping'));
    await expect(training).rejects.toThrow();
  });
});
