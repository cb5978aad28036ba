import type { Database } from '@bagel/db';
import { createSimulatedPodFetch, createSimulatedPodStore, DEFAULT_VLLM_IMAGE } from '@bagel/deployments-server';
import { createLocalSimulator, createPodTrainer, type Trainer } from '@bagel/fine-tuning-server';
import { generatorFromEnvironment, type Generator } from '@bagel/generation-server';
import { hubSourceFromEnvironment, type HubSource } from '@bagel/hub-server';
import { socialNetworkFromEnvironment, type SocialNetwork } from '@bagel/referrals-server';
import { isSimulatedPodProvider, podProviderFromEnvironment } from '@bagel/pod-provider';
import type { PodProvider } from '@bagel/ports';

/** The training container the platform publishes (its HTTP protocol: fine-tuning's trainer-protocol.ts). */
const DEFAULT_TRAINER_IMAGE = 'ghcr.io/bagel-platform/trainer:1';

/** The outside services api works with: each the embedded default unless the environment names the real one. */
export interface ApiAdapters {
  /** The offline catalogue, or the Hugging Face Hub (`HUGGINGFACE_HUB_URL`, `HUGGINGFACE_TOKEN`). */
  hubSource: HubSource;
  /** The local pod simulator (its pods in the database), or RunPod (`RUNPOD_API_KEY`). */
  pods: PodProvider;
  /**
   * How this process asks pods' model servers: a simulated pod's URL names no process, so each serves the simulator's
   * pods itself (`createSimulatedPodFetch`); RunPod's proxy is fetched as it is. Undefined: `fetch`.
   */
  podFetch?: typeof globalThis.fetch;
  /** With RunPod, the training container on a pod; else the local simulator (`SIMULATED_TRAINING_SECONDS`). */
  trainer: Trainer;
  /** The local generator, or Replicate (`REPLICATE_API_TOKEN`): images and videos from prompts. */
  generator: Generator;
  /** The local outbox, or X (`X_CLIENT_ID`, `X_CLIENT_SECRET`): where invitations with referral codes are posted. */
  social: SocialNetwork;
  /** The model server image deployments run on their pods (`VLLM_IMAGE`). */
  vllmImage: string;
  /**
   * The platform's Hugging Face token (`HUGGINGFACE_TOKEN`, as the hub source reads it): deployment pods get it as
   * `HF_TOKEN` to download an adapter's gated base model.
   */
  huggingFaceToken?: string;
  /** The clock deployments are billed by and simulated pods start by (tests step a manual one). */
  now?: () => number;
  /** Stops what the adapters run in this process (its server for simulated pods); the app calls it when it closes. */
  close?: () => Promise<void>;
}

function seconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, 0 or more, not '${raw}'`);
  return value;
}

/**
 * Every adapter as the environment configures it; `{}` gives the embedded defaults (tests, benchmarks). The simulator
 * keeps its pods in `db`, so every api process sharing the database answers for all of them.
 */
export function adaptersFromEnvironment(env: Record<string, string | undefined>, db: Database): ApiAdapters {
  const pods = podProviderFromEnvironment(env, { simulatedPods: createSimulatedPodStore(db) });
  // The simulator's pods serve a deterministic model, from whichever process is asked.
  const simulatedPods = isSimulatedPodProvider(pods) ? createSimulatedPodFetch({ pods }) : undefined;
  const trainer = env['RUNPOD_API_KEY']?.trim()
    ? createPodTrainer({ pods, image: env['TRAINER_IMAGE']?.trim() || DEFAULT_TRAINER_IMAGE })
    : createLocalSimulator({ runSeconds: seconds('SIMULATED_TRAINING_SECONDS', env['SIMULATED_TRAINING_SECONDS'], 20) });
  return {
    hubSource: hubSourceFromEnvironment(env),
    pods,
    trainer,
    generator: generatorFromEnvironment(env),
    social: socialNetworkFromEnvironment(env),
    vllmImage: env['VLLM_IMAGE']?.trim() || DEFAULT_VLLM_IMAGE,
    huggingFaceToken: env['HUGGINGFACE_TOKEN']?.trim() || undefined,
    podFetch: simulatedPods?.fetch,
    close: async () => simulatedPods?.close(),
  };
}
