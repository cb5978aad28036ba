import type { Deployment, DeploymentStatus } from '@bagel/deployments-contract';

const STARTING: readonly DeploymentStatus[] = ['pending', 'provisioning', 'loading'];

/** On its way up: a pod is being rented or the model loaded onto it. */
export const isStarting = (deployment: Pick<Deployment, 'status'>) => STARTING.includes(deployment.status);

/** Starting or running: it can still change, and it costs money while it runs. */
export const isLive = (deployment: Pick<Deployment, 'status'>) => isStarting(deployment) || deployment.status === 'running';

export const hasEnded = (deployment: Pick<Deployment, 'status'>) => !isLive(deployment);

/** Spec §9: the bar shows a whole percentage from 0 to 100 (the contract has already read the figure, 0 when none). */
export function progressPercent(progress: number): number {
  return Math.round(Math.min(100, Math.max(0, progress)));
}
