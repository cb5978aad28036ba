import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconReceiptOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@bagel/api-client';
import { type RouteResponse, PATHS } from '@bagel/contract';
import { getPaymentStatus } from '@bagel/payments-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useCurrency } from '@bagel/currency';
import { useRefreshWallet } from '@bagel/wallet-data-access';
import { EmptyState, ErrorState } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { PaymentFailedAlert } from './payment-failed-alert';

type PaymentStatus = RouteResponse<typeof getPaymentStatus>;

/** How often, and how many times in a row, the page asks whether the webhook has credited the Bagels yet. */
export interface PaymentPolling {
  everyMs: number;
  maxPolls: number;
}

/** Once a second for a minute: a card's webhook arrives within seconds, so a minute means something is held up. */
export const PAYMENT_POLLING: PaymentPolling = { everyMs: 1000, maxPolls: 60 };

const FAILED_STATUSES: ReadonlySet<PaymentStatus['status']> = new Set(['failed', 'canceled', 'requires_payment_method']);

const isSettled = (payment: PaymentStatus | undefined) =>
  payment !== undefined && (payment.credited || FAILED_STATUSES.has(payment.status));

/** 404: no such payment, or someone else's; 400: an id that cannot be one. Asking again changes neither. */
const isUnknownPayment = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export interface PaymentReturnProps {
  paymentIntentId: string;
  /** The Bagels the user set out to buy, from the return URL; the server's figure wins once known. */
  expectedBagels: number | null;
  polling: PaymentPolling;
}

/** After paying: waits for the credit, then refreshes the balance and history in place. */
export function PaymentReturn({ paymentIntentId, expectedBagels, polling }: PaymentReturnProps) {
  const call = useApiCall();
  const refreshWallet = useRefreshWallet();
  const { currency } = useCurrency();
  const queryClient = useQueryClient();
  const status = routeQuery(call, getPaymentStatus, { params: { paymentIntentId } });
  // The answers received before the user last asked to check again: each ask polls for another full round.
  const [answersBefore, setAnswersBefore] = useState(0);
  const payment = useQuery({
    ...status,
    retry: (failures, error) => !isUnknownPayment(error) && failures < 2,
    retryDelay: polling.everyMs,
    // Every answer re-renders, even one equal to the last, so the count of answers read below is current.
    notifyOnChangeProps: 'all',
    refetchInterval: (query) => {
      const { status: state, data, dataUpdateCount } = query.state;
      return state === 'success' && !isSettled(data) && dataUpdateCount - answersBefore < polling.maxPolls ? polling.everyMs : false;
    },
  });
  const answers = queryClient.getQueryState(status.queryKey)?.dataUpdateCount ?? 0;
  const credited = payment.data?.credited === true;
  const checkAgain = () => {
    setAnswersBefore(answers);
    void payment.refetch();
  };

  useEffect(() => {
    if (credited) void refreshWallet();
  }, [credited, refreshWallet]);

  const bagels = payment.data?.bagels ?? expectedBagels;
  const startAgain = (label: string) => (
    <Button component={Link} to={PATHS.buyBagels} variant="light">
      {label}
    </Button>
  );

  if (payment.isError && isUnknownPayment(payment.error)) {
    return (
      <EmptyState
        icon={<IconReceiptOff aria-hidden size={28} />}
        title="We could not find this payment"
        description="This link does not lead to a payment of yours. Check the link, or start again."
        action={startAgain('Start again')}
      />
    );
  }
  if (payment.isError) {
    return <ErrorState title="Could not check your payment" message={payment.error.message} onRetry={checkAgain} />;
  }
  if (payment.data && credited) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />} title="Thank you!">
          <Text size="sm">{`Payment received: ${formatMoney(payment.data.bagels, currency)} added to your balance`}</Text>
        </Alert>
        {startAgain('Buy more Bagels')}
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
  const pendingText =
    bagels !== null
      ? `Payment pending: ${formatMoney(bagels, currency)} will be added to your balance as soon as the payment is confirmed.`
      : 'Payment pending: your Bagels will be added to your balance as soon as the payment is confirmed.';
  if (payment.data && answers - answersBefore >= polling.maxPolls) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="yellow" variant="light" role="status" icon={<IconClockHour4 aria-hidden />} title="Still pending">
          <Text size="sm">{`${pendingText} This is taking longer than usual; check again in a moment.`}</Text>
        </Alert>
        <Button onClick={checkAgain} loading={payment.isFetching}>
          Check again
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{pendingText}</Text>
    </Group>
  );
}
