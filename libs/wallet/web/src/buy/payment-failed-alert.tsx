import { Alert, Text } from '@mantine/core';
import { PAYMENT_ERROR_MESSAGE } from './payment-error';

export function PaymentFailedAlert() {
  return (
    <Alert color="red" variant="light" role="alert">
      <Text size="sm">{PAYMENT_ERROR_MESSAGE}</Text>
    </Alert>
  );
}
