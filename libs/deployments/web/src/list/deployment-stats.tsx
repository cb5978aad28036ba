import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useCurrency } from '@bagel/currency';
import { ErrorState } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { errorMessage } from '@bagel/api-client';
import { useDeploymentStats } from '../use-deployments';

/** The totals above the cards: how many run, how many are starting, how many ever, and what they all cost. */
export function DeploymentStats({ polling }: { polling: boolean }) {
  const stats = useDeploymentStats(polling);
  const { currency } = useCurrency();
  if (stats.isError && !stats.data) {
    return <ErrorState title="Could not load the totals" message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  }
  const figures: [string, string | undefined][] = [
    ['Running', stats.data && String(stats.data.total_running_deployment)],
    ['Pending', stats.data && String(stats.data.total_pending_deployment)],
    ['Total', stats.data && String(stats.data.total_deployments)],
    ['Total cost', stats.data && formatMoney(stats.data.total_cost, currency)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0} aria-busy={!stats.data}>
      {figures.map(([term, value]) => (
        <Paper key={term} withBorder p="md">
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {value ?? <Skeleton h={28} w="60%" mt={4} aria-hidden />}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
