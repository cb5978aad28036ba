import { randomUUID } from 'node:crypto';
import type { Pod, PodProvider, PodSpec } from '@bagel/ports';
import { costPerHourUsd } from './gpu-pricing';
import { checkPodSpec } from './pod-spec-check';
import { PHASE_MESSAGES, startingStatusAt } from './starting-phases';

/**
 * Serves a pod's HTTP port in this process and answers its base URL (the deployments domain's deterministic model). The
 * server listens at once but answers only from `readyAt` (ms since the epoch, on the provider's clock), as a model server
 * does once its weights are loaded; before that it answers as the provider's proxy does for a port nobody listens on.
 */
export type StartHttpServer = (spec: PodSpec, port: number, readyAt: number) => Promise<string>;

export interface SimulatedPodProviderOptions {
  /** Seconds from create to running. */
  startSeconds?: number;
  now?: () => number;
  /** Without it the simulator has no container to reach, and a running pod's `urls` is `{}`. */
  startHttpServer?: StartHttpServer;
}

/**
 * The share of the start time after which the container runs (the provider reports the pod running); the model server in
 * it answers from the end of the start time on, so the platform sees a running pod whose server is still loading.
 */
const CONTAINER_RUNS_AT = 0.7;

interface SimulatedPod {
  id: string;
  spec: PodSpec;
  createdAt: number;
  terminatedAt: number | null;
  urls: Promise<Record<number, string>>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function startServers(spec: PodSpec, readyAt: number, startHttpServer: StartHttpServer | undefined): Promise<Record<number, string>> {
  if (!startHttpServer) return {};
  const entries = await Promise.all(spec.httpPorts.map(async (port) => [port, await startHttpServer(spec, port, readyAt)] as const));
  return Object.fromEntries(entries);
}

/**
 * The embedded GPU provider: a pod's state is a function of the time since it was created, so it needs no timers and a
 * test moves it on by moving `now`. It goes pending → provisioning → loading → running over 70 % of `startSeconds`, its
 * progress rising linearly, at spec §9's price; its model server answers from `startSeconds` on.
 */
export function createSimulatedPodProvider({
  startSeconds = 20,
  now = Date.now,
  startHttpServer,
}: SimulatedPodProviderOptions = {}): PodProvider {
  if (!Number.isFinite(startSeconds) || startSeconds < 0)
    throw new Error(`A simulated pod needs 0 or more seconds to start, not ${startSeconds}`);
  const startMs = startSeconds * 1000;
  // In memory, for as long as this provider lives: the platform keeps its own record of every pod in its database, and
  // after a restart `get` answers undefined for older ids, as RunPod does for a pod it no longer has.
  const pods = new Map<string, SimulatedPod>();

  const view = async (pod: SimulatedPod): Promise<Pod> => {
    const elapsed = (pod.terminatedAt ?? now()) - pod.createdAt;
    const containerMs = startMs * CONTAINER_RUNS_AT;
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
    try {
      return { ...base, status: 'running', message: null, urls: await pod.urls };
    } catch (error) {
      return { ...base, status: 'failed', message: `The model server did not start: ${reasonOf(error)}`, urls: {} };
    }
  };

  return {
    label: 'Local simulator',
    async create(spec) {
      checkPodSpec(spec);
      const createdAt = now();
      // Started with the pod, as a container would be, so its servers are up by the time it runs.
      const urls = startServers(spec, createdAt + startMs, startHttpServer);
      // Read when the pod runs; until then a failure must not surface as an unhandled rejection.
      urls.catch(() => undefined);
      const pod: SimulatedPod = { id: `sim-${randomUUID()}`, spec, createdAt, terminatedAt: null, urls };
      pods.set(pod.id, pod);
      return view(pod);
    },
    async get(id) {
      const pod = pods.get(id);
      return pod && view(pod);
    },
    async terminate(id) {
      const pod = pods.get(id);
      if (pod && pod.terminatedAt === null) pod.terminatedAt = now();
    },
  };
}
