import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { confirmSandboxPayment, createPaymentIntent } from '@bagel/contract';
import { useApiCall } from '@bagel/session';
import type { PurchaseQuote } from './purchase-quote';
import { paymentReturnPath, reportPaymentFailure } from './payment-error';
import { PaymentFailedAlert } from './payment-failed-alert';

export interface CardFormProps {
  /** Reveals the amount's problem, if any, and returns the quote only when it can be charged. */
  checkAmount: () => PurchaseQuote | null;
}

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/;

/** The embedded sandbox's card form: the same intent-then-confirm flow as Stripe, with test cards. */
export function SandboxCardForm({ checkAmount }: CardFormProps) {
  const call = useApiCall();
  const navigate = useNavigate();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const quote = checkAmount();
    if (!quote || paying) return;
    setPaying(true);
    setFailed(false);
    try {
      const [, month, year] = EXPIRY.exec(expiry) ?? [];
      if (!month || !year) throw new Error(`Expiry is not MM/YY: "${expiry}"`);
      const { clientSecret } = await call(createPaymentIntent, { body: { amount: quote.usd } });
      const { payment_intent } = await call(confirmSandboxPayment, {
        body: { client_secret: clientSecret, card_number: cardNumber.replace(/\s+/g, ''), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: cvc.trim() },
      });
      navigate(paymentReturnPath(quote.bagels, payment_intent));
    } catch (error) {
      reportPaymentFailure(error);
      setFailed(true);
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay} noValidate aria-label="Card payment">
      <Stack gap="sm">
        <TextInput
          label="Card number"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          description="Sandbox: the test card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined."
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label="Expiry (MM/YY)"
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value)}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            required
          />
          <TextInput label="CVC" value={cvc} onChange={(event) => setCvc(event.currentTarget.value)} inputMode="numeric" autoComplete="cc-csc" placeholder="123" required />
        </Group>
        {failed && <PaymentFailedAlert />}
        <Button type="submit" loading={paying}>
          Pay
        </Button>
      </Stack>
    </form>
  );
}
