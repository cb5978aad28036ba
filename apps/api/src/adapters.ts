import { createLocalSimulator, type Trainer } from '@bagel/fine-tuning-server';
import { hubSourceFromEnvironment, type HubSource } from '@bagel/hub-server';

/** The outside services api works with: each the embedded default unless the environment names the real one. */
export interface ApiAdapters {
  /** The offline catalogue, or the Hugging Face Hub (`HUGGINGFACE_HUB_URL`, `HUGGINGFACE_TOKEN`). */
  hubSource: HubSource;
  /** The local simulator (`SIMULATED_TRAINING_SECONDS` long, 20 by default). */
  trainer: Trainer;
}

/** Every adapter as the environment configures it; `{}` gives the embedded defaults (tests, benchmarks). */
export function adaptersFromEnvironment(env: Record<string, string | undefined>): ApiAdapters {
  const runSeconds = Number(env.SIMULATED_TRAINING_SECONDS ?? 20);
  if (!Number.isFinite(runSeconds) || runSeconds < 0) throw new Error('SIMULATED_TRAINING_SECONDS must be a number of seconds, 0 or more');
  return { hubSource: hubSourceFromEnvironment(env), trainer: createLocalSimulator({ runSeconds }) };
}
