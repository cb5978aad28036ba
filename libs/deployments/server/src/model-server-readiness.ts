import { PHASE_START_PROGRESS } from '@bagel/pod-provider';
import type { ProbeResult } from './model-server-probe';
import type { Observation } from './pod-observation';

/** How long a pod's model server has, by default, from when its container first started to answer its probe. */
export const DEFAULT_START_DEADLINE_MINUTES = 20;

export const LOADING_MESSAGE = 'Loading the model: the server is not answering yet';

/** What the deployment already knows of its pod's start. */
export interface StartSoFar {
  /** When the provider said the container started, the first time the platform saw it run; null before that. */
  containerStartedAt: Date | null;
  progress: number;
}

/**
 * What a pod the provider runs means for its deployment, given its model server's probe: running once the server serves
 * the model; until then loading, its bar moving from the loading phase's start towards 99 over the start-up deadline
 * (never back), with what the server last answered; and failed once the deadline, counted from the container's first
 * start, has passed. A container the provider has started again since (RunPod restarts a crashed one, its `lastStartedAt`
 * moving on) is crash-looping, and the failure says so. Start times are the provider's own, compared with each other.
 */
export function awaitServer(
  running: Extract<Observation, { kind: 'live' }>,
  probe: ProbeResult,
  { containerStartedAt, progress }: StartSoFar,
  { now, deadlineMinutes }: { now: number; deadlineMinutes: number },
): Observation {
  if (probe.ready) return running;
  const since = containerStartedAt ?? running.containerStartedAt ?? new Date(now);
  const deadlineMs = deadlineMinutes * 60_000;
  const elapsed = now - since.getTime();
  if (elapsed >= deadlineMs) {
    const restarted = running.containerStartedAt !== null && running.containerStartedAt.getTime() > since.getTime();
    const restarts = restarted ? '; its container kept restarting' : '';
    return {
      kind: 'ended',
      message: `The model server did not start within ${deadlineMinutes} minutes: last answer ${probe.answer}${restarts}`,
    };
  }
  const start = PHASE_START_PROGRESS.loading;
  return {
    kind: 'live',
    status: 'loading',
    progress: Math.min(99, Math.max(progress, start + Math.floor(((99 - start) * elapsed) / deadlineMs))),
    message: LOADING_MESSAGE,
    containerStartedAt: since,
    endpointUrl: null,
    serverLastError: probe.answer,
  };
}
