import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';
import { DEPLOYMENT_ERRORS } from '@bagel/deployments-contract';
import { deferredModule, EmptyState, ErrorState, LoadingState, Page, useModuleForAnswer, type DeferredModule } from '@bagel/ui';
import { serverMessageOf } from '@bagel/api-client';
import { isLive } from './deployment-state';
import { DeploymentStats } from './list/deployment-stats';
import { useDeployments } from './use-deployments';

/** The cards come in a module of their own, asked for with the list itself rather than before the first paint. */
const deploymentCards = deferredModule(() => import('./list/deployment-cards'));

export interface DeploymentsPageProps {
  /** Where the cards come from; stories hold or fail it. */
  cardsModule?: DeferredModule<typeof import('./list/deployment-cards')>;
}

/** Deployments (spec §2, /my-deployments): the totals, then a card per deployment, followed live while any is up. */
export function DeploymentsPage({ cardsModule = deploymentCards }: DeploymentsPageProps) {
  const list = useDeployments();
  const deployments = list.data?.deployments;
  const cards = useModuleForAnswer(cardsModule, list.fetchStatus !== 'paused');

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
      ) : cards.module ? (
        <cards.module.DeploymentCards deployments={deployments} />
      ) : cards.failed ? (
        <ErrorState title="Could not show your deployments" message="Check your connection and try again." onRetry={cards.retry} />
      ) : (
        <LoadingState label="Loading your deployments' cards" />
      )}
    </Page>
  );
}
