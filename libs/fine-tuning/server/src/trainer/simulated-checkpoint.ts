import type { TrainingRun } from './trainer';

export interface CheckpointFile {
  path: string;
  content: string;
  contentType: string;
}

const json = (path: string, value: unknown): CheckpointFile => ({
  path,
  content: `${JSON.stringify(value, null, 2)}\n`,
  contentType: 'application/json',
});

/**
 * The files a PEFT LoRA run leaves, in the formats transformers and peft write them, except the adapter's weights:
 * the simulator trained nothing, which the model card says.
 */
export function simulatedCheckpoint(run: TrainingRun, finalLoss: number, trainer: string): CheckpointFile[] {
  const { payload } = run;
  const baseModel = payload.hf_model_id ?? payload.base_model;
  return [
    json('adapter_config.json', {
      base_model_name_or_path: baseModel,
      peft_type: 'LORA',
      task_type: 'CAUSAL_LM',
      r: payload.lora_r,
      lora_alpha: payload.lora_r * 2,
      lora_dropout: payload.lora_dropout,
      target_modules: payload.lora_target_modules,
      bias: 'none',
      inference_mode: true,
    }),
    json('training_args.json', {
      num_train_epochs: payload.epochs,
      learning_rate: payload.learning_rate,
      per_device_train_batch_size: payload.batch_size,
      per_device_eval_batch_size: payload.eval_batch_size,
      gradient_accumulation_steps: payload.gradient_accumulation_steps,
      max_seq_length: payload.max_chunk_size,
      stride: payload.stride,
      min_segment_length: payload.min_segment_length,
      segmentation_method: payload.segmentation_method,
      train_test_split: payload.train_test_split,
      dataset: {
        asset_id: payload.asset_id,
        file_name: payload.file_name,
        input_column: payload.input_column,
        output_column: payload.output_column,
      },
    }),
    {
      path: 'README.md',
      contentType: 'text/markdown',
      content: [
        '---',
        `base_model: ${baseModel}`,
        'library_name: peft',
        'tags: [lora, bagel]',
        '---',
        '',
        `# ${payload.model_name}`,
        '',
        `A LoRA fine-tune of ${baseModel} on ${payload.file_name}, planned for ${payload.epochs} epoch(s).`,
        '',
        `Trained by the ${trainer}: the run was simulated, so this checkpoint holds its configuration and`,
        `training record but no adapter weights. Final simulated loss: ${finalLoss.toFixed(4)}.`,
        '',
      ].join('\n'),
    },
  ];
}
