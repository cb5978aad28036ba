import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getPaymentStatus, type RouteResponse, PATHS } from '@bagel/contract';
import { routeQuery, useApiCall, useCurrency } from '@bagel/session';
import { useRefreshWallet } from '../refresh-wallet';
import { ErrorState } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { PaymentFailedAlert } from './payment-failed-alert';

type PaymentStatus = RouteResponse<typeof getPaymentStatus>;

/** How often the page asks whether the webhook has credited the Bagels yet. */
export const PAYMENT_POLL_MS = 1000;

const FAILED_STATUSES: ReadonlySet<PaymentStatus['status']> = new Set(['failed', 'canceled', 'requires_payment_method']);

const isSettled = (payment: PaymentStatus | undefined) => payment !== undefined && (payment.credited || FAILED_STATUSES.has(payment.status));

export interface PaymentReturnProps {
  paymentIntentId: string;
  /** The Bagels the user set out to buy, from the return URL; the server's figure wins once known. */
  expectedBagels: number | null;
}

/** After paying: waits for the credit, then refreshes the balance and history in place. */
export function PaymentReturn({ paymentIntentId, expectedBagels }: PaymentReturnProps) {
  const call = useApiCall();
  const refreshWallet = useRefreshWallet();
  const { currency } = useCurrency();
  const payment = useQuery({
    ...routeQuery(call, getPaymentStatus, { params: { paymentIntentId } }),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : PAYMENT_POLL_MS),
  });
  const credited = payment.data?.credited === true;

  useEffect(() => {
    if (credited) void refreshWallet();
  }, [credited, refreshWallet]);

  const bagels = payment.data?.bagels ?? expectedBagels;
  const buyMore = (
    <Button component={Link} to={PATHS.buyBagels} variant="light">
      Buy more Bagels
    </Button>
  );

  if (payment.isError) {
    return <ErrorState title="Could not check your payment" message={payment.error.message} onRetry={() => void payment.refetch()} />;
  }
  if (payment.data && credited) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />} title="Thank you!">
          <Text size="sm">{`Payment received: ${formatMoney(payment.data.bagels, currency)} added to your balance`}</Text>
        </Alert>
        {buyMore}
      </Stack>
    );
  }
  if (payment.data && FAILED_STATUSES.has(payment.data.status)) {
    return (
      <Stack gap="md" align="flex-start">
        <PaymentFailedAlert />
        <Button component={Link} to={PATHS.buyBagels}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text size="sm">
        {bagels !== null
          ? `Payment pending: ${formatMoney(bagels, currency)} will be added to your balance as soon as the payment is confirmed.`
          : 'Payment pending: your Bagels will be added to your balance as soon as the payment is confirmed.'}
      </Text>
    </Group>
  );
}
