import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry does not inject Stripe.js on import: only a page that shows this form loads it.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { createPaymentIntent, MIN_CARD_PAYMENT_USD } from '@bagel/payments-contract';
import { useApiCall } from '@bagel/api-react';
import { payLabel, type CardFormProps } from './card-form';
import { paymentReturnPath, reportPaymentFailure } from './payment-error';
import { PaymentFailedAlert } from './payment-failed-alert';

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key, as Stripe asks. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  /** In USD; the Payment Element shows the methods that fit it. */
  usd: number;
}

/** Stripe Elements with a deferred intent: the intent is created only when the user pays. */
export function StripeCardForm({ publishableKey, usd, total, checkAmount }: StripeCardFormProps) {
  const amountCents = Math.round(Math.max(usd, MIN_CARD_PAYMENT_USD) * 100);
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: 'payment', amount: amountCents, currency: 'usd' }}>
      <StripePayForm checkAmount={checkAmount} total={total} />
    </Elements>
  );
}

function StripePayForm({ checkAmount, total }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const call = useApiCall();
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const quote = checkAmount();
    if (!quote || !stripe || !elements || paying) return;
    setPaying(true);
    setFailed(false);
    try {
      const submitted = await elements.submit();
      if (submitted.error) throw submitted.error;
      const { clientSecret } = await call(createPaymentIntent, { body: { amount: quote.usd } });
      // On success Stripe leaves the page for return_url, adding payment_intent to it.
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: `${window.location.origin}${paymentReturnPath(quote.bagels)}` },
      });
      throw error;
    } catch (error) {
      reportPaymentFailure(error);
      setFailed(true);
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay} noValidate aria-label="Card payment">
      <Stack gap="sm">
        <PaymentElement />
        {failed && <PaymentFailedAlert />}
        <Button type="submit" loading={paying} disabled={!stripe || !elements}>
          {payLabel(total)}
        </Button>
      </Stack>
    </form>
  );
}
