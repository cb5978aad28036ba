import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { confirmSandboxPayment, createPaymentIntent } from '@bagel/payments-contract';
import { useApiCall } from '@bagel/api-react';
import {
  CARD_FIELDS,
  cardProblems,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  readExpiry,
  type CardField,
  type CardFields,
} from './card-fields';
import { FormattedInput } from './formatted-input';
import { payLabel, type CardFormProps } from './card-form';
import { paymentReturnPath, reportPaymentFailure } from './payment-error';
import { PaymentFailedAlert } from './payment-failed-alert';

const NO_FIELDS: ReadonlySet<CardField> = new Set();

/**
 * The embedded sandbox's card form: the same intent-then-confirm flow as Stripe, with test cards. Each
 * field is checked as Stripe Elements checks its own: a field's problem shows once the user leaves it
 * (or pays), and hides while they edit it again. What the processor refuses is the spec's one
 * 'invalid payment details'.
 */
export function SandboxCardForm({ checkAmount, total }: CardFormProps) {
  const call = useApiCall();
  const navigate = useNavigate();
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [shown, setShown] = useState(NO_FIELDS);
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const problems = cardProblems(card, new Date());

  const show = (field: CardField, visible: boolean) =>
    setShown((current) => {
      const next = new Set(current);
      if (visible) next.add(field);
      else next.delete(field);
      return next;
    });

  const field = (name: CardField, format: (text: string) => string) => ({
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    value: card[name],
    format,
    onValueChange: (value: string) => {
      setCard((current) => ({ ...current, [name]: value }));
      show(name, false);
    },
    onBlur: () => show(name, card[name] !== ''),
    error: shown.has(name) ? problems[name] : null,
    inputMode: 'numeric' as const,
    required: true,
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const quote = checkAmount();
    const wrong = CARD_FIELDS.find((name) => problems[name] !== null);
    if (wrong) {
      setShown(new Set(CARD_FIELDS));
      inputs.current[wrong]?.focus();
    }
    const expiry = readExpiry(card.expiry);
    if (!quote || wrong || !expiry || paying) return;
    setPaying(true);
    setFailed(false);
    try {
      const { clientSecret } = await call(createPaymentIntent, { body: { amount: quote.usd } });
      const { payment_intent } = await call(confirmSandboxPayment, {
        body: {
          client_secret: clientSecret,
          card_number: card.number.replace(/\s/g, ''),
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: card.cvc,
        },
      });
      await navigate(paymentReturnPath(quote.bagels, payment_intent));
    } catch (error) {
      reportPaymentFailure(error);
      setFailed(true);
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay} noValidate aria-label="Card payment">
      <Stack gap="sm">
        <FormattedInput
          {...field('number', formatCardNumber)}
          label="Card number"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          description="Sandbox: the test card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined."
        />
        <Group grow align="flex-start">
          <FormattedInput {...field('expiry', formatExpiry)} label="Expiry date" autoComplete="cc-exp" placeholder="MM / YY" />
          <FormattedInput {...field('cvc', formatCvc)} label="CVC" autoComplete="cc-csc" placeholder="123" />
        </Group>
        {failed && <PaymentFailedAlert />}
        {/* Keeping focus in the field: its blur would reveal its error and push the button away before the click lands. */}
        <Button type="submit" loading={paying} onMouseDown={(event) => event.preventDefault()}>
          {payLabel(total)}
        </Button>
      </Stack>
    </form>
  );
}
