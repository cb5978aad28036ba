import { Alert, Text } from '@mantine/core';
import type { Deployment } from '@bagel/deployments-contract';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';
import { convertTokenAmounts } from '../deploy/deploy-failure-message';

/**
 * Why an ended deployment stopped. A stop the user did not ask for (its spend cap, an empty balance, a failure) is a
 * notice in its own colour with the server's words, whose token amounts read in the user's currency.
 */
export function DeploymentEnding({ deployment }: { deployment: Deployment }) {
  const { currency } = useCurrency();
  const detail = deployment.message ? convertTokenAmounts(deployment.message, currency) : null;

  switch (deployment.end_reason) {
    case 'spend_cap':
      return (
        <Alert color="orange" variant="light" title="Stopped at its spend cap">
          {deployment.spend_cap === null
            ? (detail ?? 'It reached the spend cap it was given, so it was stopped and billing ended.')
            : `It had cost ${formatMoney(deployment.cost_so_far, currency)} of the ${formatMoney(deployment.spend_cap, currency)} you allowed, so it was stopped and billing ended.`}
        </Alert>
      );
    case 'balance':
      return (
        <Alert color="orange" variant="light" title="Stopped: your balance ran out">
          Your balance could not pay for another minute, so it was stopped and billing ended. Buy Bagels to deploy again.
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" title={deployment.running_since === null ? 'It failed to start' : 'It failed while running'}>
          {detail ?? 'The pod stopped without saying why.'}
        </Alert>
      );
    case 'terminated':
    case null:
      return (
        <Text size="sm" c="dimmed">
          {deployment.status === 'failed' ? (detail ?? 'It failed.') : 'Terminated. Billing stopped with it.'}
        </Text>
      );
  }
}
