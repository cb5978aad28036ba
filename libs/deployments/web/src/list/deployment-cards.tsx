import { SimpleGrid } from '@mantine/core';
import type { Deployment } from '@bagel/deployments-contract';
import { DeploymentCard } from './deployment-card';

/**
 * A card per deployment, two columns from `lg`. A module of its own (see deployments-page.tsx): the cards' dialogs
 * (spend cap, terminate) bring Mantine's modal and number input, which an empty list never needs.
 */
export function DeploymentCards({ deployments }: { deployments: readonly Deployment[] }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {deployments.map((deployment) => (
        <DeploymentCard key={deployment.pod_id} deployment={deployment} />
      ))}
    </SimpleGrid>
  );
}
