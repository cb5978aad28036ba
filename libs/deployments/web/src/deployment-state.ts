import type { Deployment, DeploymentStatus } from '@bagel/contract';

const STARTING: readonly DeploymentStatus[] = ['pending', 'provisioning', 'loading'];

/** On its way up: a pod is being rented or the model loaded onto it. */
export const isStarting = (deployment: Pick<Deployment, 'status'>) => STARTING.includes(deployment.status);

/** Starting or running: it can still change, and it costs money while it runs. */
export const isLive = (deployment: Pick<Deployment, 'status'>) => isStarting(deployment) || deployment.status === 'running';

export const hasEnded = (deployment: Pick<Deployment, 'status'>) => !isLive(deployment);

/**
 * Spec §3 and §9: progress is read from `progress`, else `deployment_progress`; a value that is not a number counts as 0,
 * and the bar shows a whole percentage from 0 to 100.
 */
export function progressPercent(reply: { progress?: unknown; deployment_progress?: unknown }): number {
  const read = (value: unknown) => (value === null || value === undefined || value === '' ? NaN : Number(value));
  const progress = read(reply.progress);
  const value = Number.isFinite(progress) ? progress : read(reply.deployment_progress);
  return Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;
}
