import type { DeploymentStatus } from '@bagel/deployments-contract';
import type { Pod } from '@bagel/ports';
import { minuteStart } from './billing';

/** The port the vLLM OpenAI server listens on in the pod. */
export const MODEL_SERVER_PORT = 8000;

/** How often a starting pod is looked at when nobody is reading it. */
export const STARTING_POLL_MS = 3_000;

/** What the provider's answer about a pod means for its deployment. */
export type Observation =
  | {
      kind: 'live';
      status: Extract<DeploymentStatus, 'pending' | 'provisioning' | 'loading' | 'running'>;
      progress: number;
      message: string | null;
      /** When the provider says the pod's container last started; null until it runs. */
      containerStartedAt: Date | null;
      endpointUrl: string | null;
      /** What the model server's readiness probe got instead of the model, while it does not serve yet. */
      serverLastError?: string;
    }
  | { kind: 'ended'; message: string };

const ENDED_MESSAGES = {
  failed: 'The pod failed',
  exited: 'The pod stopped',
  terminated: 'The pod was terminated at the provider',
} as const;

/**
 * Reads a pod as the provider reports it. A pod the provider no longer has, or one that failed, stopped or was
 * terminated at the provider while the platform still ran it, ends the deployment as failed, with the provider's reason.
 * A running pod's model server may not answer yet: `awaitServer` (model-server-readiness.ts) decides whether it does.
 */
export function observe(pod: Pod | undefined): Observation {
  if (!pod) return { kind: 'ended', message: 'The pod is gone: the provider no longer has it' };
  switch (pod.status) {
    case 'failed':
    case 'exited':
    case 'terminated':
      return { kind: 'ended', message: pod.message ?? ENDED_MESSAGES[pod.status] };
    case 'running':
      return {
        kind: 'live',
        status: 'running',
        progress: 100,
        message: null,
        containerStartedAt: pod.runningSince ? new Date(pod.runningSince) : null,
        endpointUrl: pod.urls[MODEL_SERVER_PORT]?.replace(/\/+$/, '') ?? null,
      };
    case 'pending':
    case 'provisioning':
    case 'loading':
      return {
        kind: 'live',
        status: pod.status,
        progress: Math.max(0, Math.min(99, Math.floor(pod.progress))),
        message: pod.message,
        containerStartedAt: null,
        endpointUrl: null,
      };
  }
}

/** Enough of a deployment to know when to look at it next. */
export interface WatchedDeployment {
  status: DeploymentStatus;
  endedAt: Date | null;
  runningSince: Date | null;
  minutesCharged: number;
}

/**
 * When the deployment's job should look again (ms since the epoch), or null once it has ended: a starting pod every
 * few seconds, a running one at the start of its next unbilled minute, which it charges then.
 */
export function nextLook(deployment: WatchedDeployment, now: number): number | null {
  if (deployment.endedAt) return null;
  if (deployment.status === 'running' && deployment.runningSince) return minuteStart(deployment.runningSince, deployment.minutesCharged);
  return now + STARTING_POLL_MS;
}
