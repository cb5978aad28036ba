import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Deployment } from '@bagel/deployments-contract';
import { useDeploymentProgress } from './use-deployment-progress';

/** The start-up of a deployment: what the pod is doing and how far it got. */
export function DeploymentProgress({ deployment }: { deployment: Deployment }) {
  const percent = useDeploymentProgress(deployment);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{deployment.message ?? 'Starting'}</Text>
        <Text size="sm" c="dimmed">{`${percent}%`}</Text>
      </Group>
      <Progress value={percent} aria-label={`Starting ${deployment.model_name}`} animated />
    </Stack>
  );
}
