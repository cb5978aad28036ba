import { randomBytes } from 'node:crypto';
import type { Database } from '@bagel/db';
import { findCardPayment, type CardPayment } from './card-payments.repository';
import type { PaymentProvider } from './payment-provider';
import { signPayload, verifySignedEvent } from './stripe-events';

/** The embedded card processor: intents in edge's database, events signed the way Stripe signs them. */
export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The one `payment_intent.succeeded` event of a payment, as a body and its Stripe-Signature header. */
  signSucceededEvent(payment: CardPayment): { payload: string; signature: string };
}

const stripeLikeId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24)}`;

/** Stripe's event envelope around a payment intent, with the fields a Stripe webhook consumer reads. */
function succeededEvent(payment: CardPayment) {
  const created = Math.floor(Date.now() / 1000);
  return {
    // One succeeded event per intent, as with Stripe: confirming again resends it rather than making another.
    id: payment.id.replace(/^pi_/, 'evt_'),
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: payment.id,
        object: 'payment_intent',
        amount: payment.amountUsdCents,
        amount_received: payment.amountUsdCents,
        currency: 'usd',
        status: 'succeeded',
        livemode: false,
        created: Math.floor(payment.createdAt.getTime() / 1000),
        metadata: { user_id: payment.userId },
      },
    },
  };
}

export function createSandboxProvider({ db, webhookSecret }: { db: Database; webhookSecret: string }): SandboxProvider {
  return {
    kind: 'sandbox',
    publishableKey: null,
    async createIntent({ amountUsdCents, userId }) {
      const id = stripeLikeId('pi');
      return { id, clientSecret: `${id}_secret_${stripeLikeId('s').slice(2)}`, amountUsdCents, status: 'requires_payment_method', userId };
    },
    async retrieveIntent(id) {
      const payment = await findCardPayment(db, id);
      return (
        payment && {
          id,
          clientSecret: payment.clientSecret,
          amountUsdCents: payment.amountUsdCents,
          status: payment.status,
          userId: payment.userId,
        }
      );
    },
    verifyWebhook: (rawBody, signatureHeader) => verifySignedEvent(rawBody, signatureHeader, webhookSecret),
    signSucceededEvent(payment) {
      const payload = JSON.stringify(succeededEvent(payment));
      return { payload, signature: signPayload(payload, webhookSecret) };
    },
  };
}
