import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrency } from '@bagel/currency';
import { useSession } from '@bagel/session';
import { LoadingState, Page } from '@bagel/ui';
import { formatBagels, formatMoney, formatUsd, type Currency } from '@bagel/util';
import { AmountInput } from '../amount/amount-input';
import { convertAmountText } from '../amount/amount-text';
import { PAYMENT_POLLING, PaymentReturn, type PaymentPolling } from './payment-return';
import { PRESET_BAGELS, purchaseLimits, purchaseQuote, purchaseRule } from './purchase-quote';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js is only fetched when Stripe is the provider.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

export interface BuyBagelsPageProps {
  /** How the result of a payment is waited for; stories and tests shorten it. */
  polling?: PaymentPolling;
}

/** /buy-bagels: buy with a card, or (with `payment_intent` in the URL) the result of a payment. */
export function BuyBagelsPage({ polling = PAYMENT_POLLING }: BuyBagelsPageProps) {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const amount = Number(params.get('amount'));

  return (
    <Page title="Buy Bagels" description="1 USD = 25 Bagels. Bagels pay for generations, fine-tuning, inference and assets.">
      {paymentIntentId ? (
        <PaymentReturn
          key={paymentIntentId}
          paymentIntentId={paymentIntentId}
          expectedBagels={Number.isFinite(amount) && amount > 0 ? amount : null}
          polling={polling}
        />
      ) : (
        <PurchaseForm />
      )}
    </Page>
  );
}

function PurchaseForm() {
  const { currency } = useCurrency();
  const { config } = useSession();
  // Kept in the currency it was typed in, so switching back and forth shows what was typed, not a drifting rounding.
  const [typed, setTyped] = useState<{ text: string; currency: Currency }>({ text: '', currency });
  const amountText = convertAmountText(typed.text, typed.currency, currency);
  const [showProblem, setShowProblem] = useState(false);
  const quote = purchaseQuote(amountText, currency);
  // The Pay button says what the card is charged, once the amount can be.
  const total = quote.problem ? null : quote.usd;
  const checkAmount = () => {
    setShowProblem(true);
    return quote.problem ? null : quote;
  };
  const choose = (typedAmount: { text: string; currency: Currency }) => {
    setTyped(typedAmount);
    setShowProblem(false);
  };
  const payments = config?.payments;

  return (
    <Stack gap="lg" maw={520}>
      <Text size="sm">{purchaseRule(payments?.provider ?? 'sandbox')}</Text>
      <Group gap="xs" role="group" aria-label="Preset amounts">
        {PRESET_BAGELS.map((bagels) => {
          const chosen = quote.bagels === bagels;
          return (
            <Button
              key={bagels}
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              onClick={() => choose({ text: String(bagels), currency: 'BGL' })}
            >
              {formatMoney(bagels, currency)}
            </Button>
          );
        })}
      </Group>
      <AmountInput
        label={`Amount (${currency})`}
        unit={currency === 'USD' ? '$' : '🥯'}
        value={amountText}
        onChange={(text) => choose({ text, currency })}
        error={showProblem ? quote.problem : undefined}
        description={`${purchaseLimits(currency)} The currency switch chooses dollars or Bagels.`}
      />
      <SimpleGrid cols={2} component="dl" m={0}>
        <Paper withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed">
            You get
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {formatBagels(quote.bagels)}
          </Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed">
            You pay
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {formatUsd(quote.usd)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Title order={2} size="h4">
        Card details
      </Title>
      {payments?.provider === 'stripe' && payments.publishableKey ? (
        <Suspense fallback={<LoadingState label="Loading the card form" />}>
          <StripeCardForm publishableKey={payments.publishableKey} usd={quote.usd} total={total} checkAmount={checkAmount} />
        </Suspense>
      ) : (
        <SandboxCardForm total={total} checkAmount={checkAmount} />
      )}
    </Stack>
  );
}
