import { Badge, type MantineColor } from '@mantine/core';
import type { Deployment, DeploymentStatus } from '@bagel/deployments-contract';

const STATUS_BADGES: Record<DeploymentStatus, { label: string; color: MantineColor }> = {
  pending: { label: 'Pending', color: 'gray' },
  provisioning: { label: 'Provisioning', color: 'blue' },
  loading: { label: 'Loading model', color: 'blue' },
  running: { label: 'Running', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  terminated: { label: 'Terminated', color: 'gray' },
};

/** A deployment the server stopped (spend cap, balance) reads 'Stopped', so nobody thinks they terminated it. */
export function DeploymentStatusBadge({ deployment }: { deployment: Pick<Deployment, 'status' | 'end_reason'> }) {
  const stoppedForThem = deployment.end_reason === 'spend_cap' || deployment.end_reason === 'balance';
  const { label, color } = stoppedForThem ? { label: 'Stopped', color: 'orange' } : STATUS_BADGES[deployment.status];
  return (
    // It sits beside the model's name, which wraps instead: a badge cut to 'RUNNI…' says nothing.
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
