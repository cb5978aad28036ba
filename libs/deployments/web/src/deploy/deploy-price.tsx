import { Skeleton, Text } from '@mantine/core';
import { GPU_OPTIONS } from '@bagel/contract';
import type { DeploymentCost } from '@bagel/deployments-contract';
import { useCurrency } from '@bagel/currency';
import { ErrorState } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { errorMessage } from '@bagel/api-client';
import { useDeploymentCost } from './use-deploy-model';

const priceText = (cost: DeploymentCost, money: (bagels: number) => string) =>
  `${money(cost.bgl_per_hour)} per hour (${money(cost.bgl_per_minute)} per minute)`;

/** The fixed deployment's GPU and price in the user's currency, billed by the started minute. */
export function DeployPrice() {
  const cost = useDeploymentCost();
  const { currency } = useCurrency();
  if (cost.data) {
    return (
      <Text size="sm">
        {`${GPU_OPTIONS[cost.data.gpu_type].label} × ${cost.data.gpu_count}: `}
        <Text span fw={600} size="sm">
          {priceText(cost.data, (bagels) => formatMoney(bagels, currency))}
        </Text>
        {', billed by the started minute while it runs.'}
      </Text>
    );
  }
  if (cost.isError) {
    return <ErrorState title="The price could not be loaded" message={errorMessage(cost.error)} onRetry={() => void cost.refetch()} />;
  }
  return <Skeleton h={20} aria-label="Loading the price" role="status" />;
}
