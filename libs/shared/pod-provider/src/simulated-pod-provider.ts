import { randomUUID } from 'node:crypto';
import type { Pod, PodProvider, PodSpec } from '@bagel/ports';
import { costPerHourUsd } from './gpu-pricing';
import { checkPodSpec } from './pod-spec-check';
import { simulatedPodUrl } from './simulated-pod-urls';
import { PHASE_MESSAGES, startingStatusAt } from './starting-phases';

/** What the simulator keeps of a pod: everything else is a function of it and the time. Times are ms since the epoch. */
export interface SimulatedPodRecord {
  id: string;
  spec: PodSpec;
  createdAt: number;
  terminatedAt: number | null;
}

/**
 * Where simulated pods are kept: the platform's database (the deployments' `simulated_pods` table), so every api process
 * sharing it sees the same pods, and one process can read or terminate a pod another created.
 */
export interface SimulatedPodStore {
  insert(pod: Omit<SimulatedPodRecord, 'terminatedAt'>): Promise<void>;
  find(id: string): Promise<SimulatedPodRecord | undefined>;
  /** Records the pod terminated at `at`, unless it already was (the first terminate's time stands). */
  terminate(id: string, at: number): Promise<void>;
}

/** What a running simulated pod serves on its HTTP ports, and from when (its model server's `readyAt`, ms since the epoch). */
export interface ServedPod {
  spec: PodSpec;
  readyAt: number;
}

export interface SimulatedPodProvider extends PodProvider {
  /**
   * The pod, if it is running: what its ports serve, and when its model server answers. Undefined for a pod that is
   * still starting, terminated or unknown. Any process answers it for any pod in the store.
   */
  served(id: string): Promise<ServedPod | undefined>;
}

export interface SimulatedPodProviderOptions {
  store: SimulatedPodStore;
  /** Seconds from create to running. */
  startSeconds?: number;
  now?: () => number;
}

/**
 * The share of the start time after which the container runs (the provider reports the pod running); the model server in
 * it answers from the end of the start time on, so the platform sees a running pod whose server is still loading.
 */
const CONTAINER_RUNS_AT = 0.7;

export const isSimulatedPodProvider = (pods: PodProvider): pods is SimulatedPodProvider => 'served' in pods;

/**
 * The embedded GPU provider: a pod's state is a function of its stored record and the time since it was created, so it
 * needs no timers, any process answers for it, and a test moves it on by moving `now`. It goes pending → provisioning →
 * loading → running over 70 % of `startSeconds`, its progress rising linearly, at spec §9's price; its ports are
 * {@link simulatedPodUrl}s, whose model server answers from `startSeconds` on.
 */
export function createSimulatedPodProvider({
  store,
  startSeconds = 20,
  now = Date.now,
}: SimulatedPodProviderOptions): SimulatedPodProvider {
  if (!Number.isFinite(startSeconds) || startSeconds < 0)
    throw new Error(`A simulated pod needs 0 or more seconds to start, not ${startSeconds}`);
  const startMs = startSeconds * 1000;
  const containerMs = startMs * CONTAINER_RUNS_AT;
  const containerRuns = (pod: SimulatedPodRecord, at: number) => at - pod.createdAt >= containerMs;

  const view = (pod: SimulatedPodRecord): Pod => {
    const elapsed = (pod.terminatedAt ?? now()) - pod.createdAt;
    const ran = elapsed >= containerMs;
    const progress = ran ? 100 : Math.max(0, Math.floor((elapsed / startMs) * 100));
    const base = {
      id: pod.id,
      progress,
      costPerHourUsd: costPerHourUsd(pod.spec.gpuType, pod.spec.gpuCount),
      runningSince: ran ? new Date(pod.createdAt + containerMs).toISOString() : null,
    };
    if (pod.terminatedAt !== null) return { ...base, status: 'terminated', message: null, urls: {} };
    if (!ran) {
      const status = startingStatusAt(progress);
      return { ...base, status, message: PHASE_MESSAGES[status], urls: {} };
    }
    const urls = Object.fromEntries(pod.spec.httpPorts.map((port) => [port, simulatedPodUrl(pod.id, port)]));
    return { ...base, status: 'running', message: null, urls };
  };

  return {
    label: 'Local simulator',
    async create(spec) {
      checkPodSpec(spec);
      const pod = { id: `sim-${randomUUID()}`, spec, createdAt: now() };
      await store.insert(pod);
      return view({ ...pod, terminatedAt: null });
    },
    async get(id) {
      const pod = await store.find(id);
      return pod && view(pod);
    },
    async terminate(id) {
      await store.terminate(id, now());
    },
    async served(id) {
      const pod = await store.find(id);
      if (!pod || pod.terminatedAt !== null || !containerRuns(pod, now())) return undefined;
      return { spec: pod.spec, readyAt: pod.createdAt + startMs };
    },
  };
}
