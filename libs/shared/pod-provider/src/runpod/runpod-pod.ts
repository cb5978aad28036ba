import type { Pod } from '@bagel/ports';
import { costPerHourUsd } from '../gpu-pricing';
import { PHASE_MESSAGES, PHASE_START_PROGRESS, type StartingStatus } from '../starting-phases';
import { gpuTypeForRunPod, type RunPodGpuTypeIds } from './runpod-gpu-types';

/** The fields of RunPod's `Pod` (REST API v1) the adapter reads; it ignores the rest. */
export interface RunPodPod {
  id: string;
  /** What RunPod is keeping the pod at: RUNNING (starting or started), EXITED (stopped) or TERMINATED. */
  desiredStatus?: string;
  /** Documented as a number, shown in RunPod's examples as a string ("0.74"). */
  costPerHr?: number | string | null;
  gpu?: { id?: string; count?: number } | null;
  /** The host it was placed on; absent until RunPod has placed it. */
  machineId?: string | null;
  /** When its container last started. */
  lastStartedAt?: string | null;
  /** RunPod's line about its last lifecycle event ("Exited by User: …"). */
  lastStatusChange?: string | null;
  /** Its exposed ports, `8000/http` or `22/tcp`. */
  ports?: string[] | null;
}

const parseCost = (cost: RunPodPod['costPerHr']) => {
  const usd = typeof cost === 'string' ? Number(cost) : cost;
  return typeof usd === 'number' && Number.isFinite(usd) && usd > 0 ? usd : undefined;
};

/** Where RunPod's proxy serves each HTTP port of a pod (docs.runpod.io, "Expose ports"): its own host name. */
export const RUNPOD_PROXY_URL = 'https://{podId}-{port}.proxy.runpod.net';

function proxyUrls(pod: RunPodPod, template: string): Record<number, string> {
  const urls: Record<number, string> = {};
  for (const exposed of pod.ports ?? []) {
    const port = /^(\d+)\/http$/.exec(exposed)?.[1];
    if (port) urls[Number(port)] = template.replace('{podId}', encodeURIComponent(pod.id)).replace('{port}', port);
  }
  return urls;
}

/**
 * The phase of a pod RunPod keeps running, from what its REST API tells: not yet on a machine (pending), on one with its
 * image still being pulled (provisioning), its container started (running). Its HTTP ports are served by RunPod's proxy
 * from then on, public IP or not (an HTTP-only pod may never get one); whether what listens behind them is ready is for
 * the caller to ask it (a deployment probes its model server, the trainer its container), as RunPod's docs warn that a
 * running pod may not be ready.
 */
function startingPhase(pod: RunPodPod): Exclude<StartingStatus, 'loading'> | 'running' {
  if (!pod.machineId) return 'pending';
  return pod.lastStartedAt ? 'running' : 'provisioning';
}

/** RunPod's answer about a pod, as the platform's `Pod`. */
export function podFromRunPod(
  pod: RunPodPod,
  { gpuTypeIds, proxyUrl = RUNPOD_PROXY_URL }: { gpuTypeIds: RunPodGpuTypeIds; proxyUrl?: string },
): Pod {
  const gpuType = pod.gpu?.id ? gpuTypeForRunPod(pod.gpu.id, gpuTypeIds) : undefined;
  const base = {
    id: pod.id,
    costPerHourUsd: parseCost(pod.costPerHr) ?? (gpuType ? costPerHourUsd(gpuType, pod.gpu?.count ?? 1) : 0),
    runningSince: pod.lastStartedAt ?? null,
    urls: {},
  };
  const ended = { ...base, progress: pod.lastStartedAt ? 100 : 0, message: pod.lastStatusChange ?? null };
  switch (pod.desiredStatus) {
    case 'TERMINATED':
      return { ...ended, status: 'terminated' };
    case 'EXITED':
      return { ...ended, status: 'exited' };
    case 'RUNNING':
      break;
    default:
      return { ...ended, status: 'failed', message: `RunPod reports the pod as '${pod.desiredStatus ?? 'nothing'}'` };
  }
  const phase = startingPhase(pod);
  if (phase === 'running') return { ...base, status: 'running', progress: 100, message: null, urls: proxyUrls(pod, proxyUrl) };
  return { ...base, status: phase, progress: PHASE_START_PROGRESS[phase], runningSince: null, message: PHASE_MESSAGES[phase] };
}
