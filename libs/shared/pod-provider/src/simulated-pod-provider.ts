import { randomUUID } from 'node:crypto';
import type { Pod, PodProvider, PodSpec } from '@bagel/ports';
import { costPerHourUsd } from './gpu-pricing';
import { checkPodSpec } from './pod-spec-check';
import { PHASE_MESSAGES, startingStatusAt } from './starting-phases';

/** Serves a pod's HTTP port in this process and answers its base URL (the deployments domain's deterministic model). */
export type StartHttpServer = (spec: PodSpec, port: number) => Promise<string>;

export interface SimulatedPodProviderOptions {
  /** Seconds from create to running. */
  startSeconds?: number;
  now?: () => number;
  /** Without it the simulator has no container to reach, and a running pod's `urls` is `{}`. */
  startHttpServer?: StartHttpServer;
}

interface SimulatedPod {
  id: string;
  spec: PodSpec;
  createdAt: number;
  terminatedAt: number | null;
  urls: Promise<Record<number, string>>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function startServers(spec: PodSpec, startHttpServer: StartHttpServer | undefined): Promise<Record<number, string>> {
  if (!startHttpServer) return {};
  const entries = await Promise.all(spec.httpPorts.map(async (port) => [port, await startHttpServer(spec, port)] as const));
  return Object.fromEntries(entries);
}

/**
 * The embedded GPU provider: a pod's state is a function of the time since it was created, so it needs no timers and a
 * test moves it on by moving `now`. It goes pending → provisioning → loading → running over `startSeconds`, its progress
 * rising linearly from 0 to 100, at spec §9's price.
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
    const ran = elapsed >= startMs;
    const progress = ran ? 100 : Math.max(0, Math.floor((elapsed / startMs) * 100));
    const base = {
      id: pod.id,
      progress,
      costPerHourUsd: costPerHourUsd(pod.spec.gpuType, pod.spec.gpuCount),
      runningSince: ran ? new Date(pod.createdAt + startMs).toISOString() : null,
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
      // Started with the pod, as a container would be, so its servers are up by the time it runs.
      const urls = startServers(spec, startHttpServer);
      // Read when the pod runs; until then a failure must not surface as an unhandled rejection.
      urls.catch(() => undefined);
      const pod: SimulatedPod = { id: `sim-${randomUUID()}`, spec, createdAt: now(), terminatedAt: null, urls };
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
