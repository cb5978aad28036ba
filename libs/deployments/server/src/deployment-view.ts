import type { Deployment, DeploymentStatus } from '@bagel/deployments-contract';
import { hundredthsToBagels } from '@bagel/util';
import { deploymentCost } from './billing';
import type { DeploymentRow } from './deployments.schema';

/** What a deployment is doing when neither the provider nor its end gave a line of its own. */
const STATUS_LINES: Record<DeploymentStatus, string> = {
  pending: 'Waiting for a GPU',
  provisioning: 'Preparing the GPU machine',
  loading: 'Starting the container and loading the model',
  running: 'Running',
  failed: 'The deployment failed',
  terminated: 'Terminated',
};

/** A line for people about a deployment, never empty (the pod-provider status call's `message`). */
export const statusLine = (row: DeploymentRow): string => row.message ?? STATUS_LINES[row.status];

/** The contract's deployment, as its card shows it. */
export function deploymentView(row: DeploymentRow): Deployment {
  return {
    pod_id: row.id,
    model_id: row.modelId,
    model_name: row.modelName,
    user_id: row.userId,
    status: row.status,
    progress: row.progress,
    deployment_progress: row.progress,
    message: row.message,
    plain_chat_template: row.plainChatTemplate,
    provider: row.provider,
    instance_type: row.request.instance_type,
    gpu_type: row.gpuType,
    gpu_count: row.gpuCount,
    cost: deploymentCost(row.gpuType, row.gpuCount, row.usdPerHour),
    cost_so_far: hundredthsToBagels(row.costSoFar),
    spend_cap: row.spendCap === null ? null : hundredthsToBagels(row.spendCap),
    end_reason: row.endReason,
    created_at: row.createdAt.toISOString(),
    running_since: row.runningSince?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}
