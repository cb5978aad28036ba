import type { DomainEvent } from '@bagel/ports';
import type { DeploymentRow } from './deployments.schema';

/** What the user is told when their deployment first runs; it does so once, so its key is the deployment's. */
export const runningEvent = (row: DeploymentRow): DomainEvent => ({
  topic: 'deployment.running',
  userId: row.userId,
  key: `deployment-running:${row.id}`,
  data: { podId: row.id, modelName: row.modelName },
});

/**
 * What the user is told when their deployment ended without them: it failed, or the platform stopped it for its spend
 * cap or their balance. Their own terminate needs no notice. A deployment ends once, so its key is the deployment's.
 */
export function endedEvent(row: DeploymentRow): DomainEvent | undefined {
  const notice = { userId: row.userId, key: `deployment-ended:${row.id}` };
  const data = { podId: row.id, modelName: row.modelName, message: row.message ?? '' };
  switch (row.endReason) {
    case 'failed':
      return { ...notice, topic: 'deployment.failed', data };
    case 'spend_cap':
    case 'balance':
      return { ...notice, topic: 'deployment.stopped', data: { ...data, reason: row.endReason } };
    default:
      return undefined;
  }
}
