import type { FastifyBaseLogger } from 'fastify';
import { formatUsd, hundredthsToBagels, usdCentsToHundredths } from '@bagel/util';
import { lockCardPayment, markCardPaymentCredited } from './card-payments.repository';
import type { PaymentEvent } from './payment-provider';
import type { PaymentsContext } from './payments-context';

/** The ledger deposit's Idempotency-Key: one per payment intent, whichever events report it. */
export const depositKeyFor = (paymentIntentId: string): string => `card-payment:${paymentIntentId}`;

export type CreditOutcome = 'credited' | 'already credited' | 'unknown payment';

/**
 * Credits a succeeded payment intent once, however many events (copies or new event ids) report it.
 * The payment's row stays locked while api credits it, so a second event waits and then finds it
 * credited; and the deposit is keyed by the intent, so when edge's commit is lost after api credited,
 * the provider's retry gets api's first answer instead of a second deposit.
 */
export async function creditCardPayment(
  { db, platform }: Pick<PaymentsContext, 'db' | 'platform'>,
  eventId: string,
  intent: NonNullable<PaymentEvent['intent']>,
  log: FastifyBaseLogger,
): Promise<CreditOutcome> {
  return db.transaction(async (tx) => {
    const payment = await lockCardPayment(tx, intent.id);
    if (!payment) {
      // Signed, but for an intent edge did not start (made in the Stripe dashboard, say): nobody to credit.
      log.warn({ eventId, paymentIntentId: intent.id }, 'payment_intent.succeeded for an unknown payment; ignored');
      return 'unknown payment';
    }
    if (payment.creditedAt !== null) return 'already credited';
    const { amountUsdCents } = intent;
    await platform.creditDeposit(
      {
        userId: payment.userId,
        amount: hundredthsToBagels(usdCentsToHundredths(amountUsdCents)),
        source: 'card',
        description: `Card payment of ${formatUsd(amountUsdCents / 100)}`,
        reference: payment.id,
      },
      depositKeyFor(payment.id),
    );
    await markCardPaymentCredited(tx, payment.id);
    return 'credited';
  });
}
