import { Link } from 'react-router';
import { Button, SimpleGrid } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';
import { DEPLOYMENT_ERRORS } from '@bagel/deployments-contract';
import { EmptyState, ErrorState, LoadingState, Page } from '@bagel/ui';
import { serverMessageOf } from '@bagel/api-client';
import { isLive } from './deployment-state';
import { DeploymentCard } from './list/deployment-card';
import { DeploymentStats } from './list/deployment-stats';
import { useDeployments } from './use-deployments';

/** Deployments (spec §2, /my-deployments): the totals, then a card per deployment, followed live while any is up. */
export function DeploymentsPage() {
  const list = useDeployments();
  const deployments = list.data?.deployments;

  return (
    <Page title="Deployments" description="Models you deployed to a GPU. A running deployment is billed by the minute until it stops.">
      <DeploymentStats polling={deployments?.some(isLive) ?? false} />
      {deployments === undefined ? (
        list.isError ? (
          <ErrorState
            title="Could not load your deployments"
            message={serverMessageOf(list.error) ?? DEPLOYMENT_ERRORS.list}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <LoadingState label="Loading deployments" />
        )
      ) : deployments.length === 0 ? (
        <EmptyState
          title="No deployments yet"
          description="Deploy one of your models from its page to chat with it here."
          icon={<IconServer aria-hidden size={28} />}
          action={
            <Button component={Link} to={PATHS.models}>
              Go to My Models
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {deployments.map((deployment) => (
            <DeploymentCard key={deployment.pod_id} deployment={deployment} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
