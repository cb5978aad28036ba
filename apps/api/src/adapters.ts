import { createLocalSimulator, createPodTrainer, type Trainer } from '@bagel/fine-tuning-server';
import { hubSourceFromEnvironment, type HubSource } from '@bagel/hub-server';
import { podProviderFromEnvironment } from '@bagel/pod-provider';
import type { PodProvider } from '@bagel/ports';

/** The training container the platform publishes (its HTTP protocol: fine-tuning's trainer-protocol.ts). */
const DEFAULT_TRAINER_IMAGE = 'ghcr.io/bagel-platform/trainer:1';

/** The outside services api works with: each the embedded default unless the environment names the real one. */
export interface ApiAdapters {
  /** The offline catalogue, or the Hugging Face Hub (`HUGGINGFACE_HUB_URL`, `HUGGINGFACE_TOKEN`). */
  hubSource: HubSource;
  /** The local pod simulator, or RunPod (`RUNPOD_API_KEY`). */
  pods: PodProvider;
  /** With RunPod, the training container on a pod; else the local simulator (`SIMULATED_TRAINING_SECONDS`). */
  trainer: Trainer;
}

function seconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, 0 or more, not '${raw}'`);
  return value;
}

/** Every adapter as the environment configures it; `{}` gives the embedded defaults (tests, benchmarks). */
export function adaptersFromEnvironment(env: Record<string, string | undefined>): ApiAdapters {
  const pods = podProviderFromEnvironment(env);
  const trainer = env['RUNPOD_API_KEY']?.trim()
    ? createPodTrainer({ pods, image: env['TRAINER_IMAGE']?.trim() || DEFAULT_TRAINER_IMAGE })
    : createLocalSimulator({ runSeconds: seconds('SIMULATED_TRAINING_SECONDS', env['SIMULATED_TRAINING_SECONDS'], 20) });
  return { hubSource: hubSourceFromEnvironment(env), pods, trainer };
}
