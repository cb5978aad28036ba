import Stripe from 'stripe';
import * as v from 'valibot';
import type { PaymentStatus } from '@bagel/contract';
import { InvalidWebhookError, type PaymentEvent } from './payment-provider';

/** The part of Stripe's PaymentIntent object edge reads. */
const PaymentIntentObject = v.object({
  id: v.string(),
  object: v.literal('payment_intent'),
  amount: v.number(),
  amount_received: v.optional(v.number()),
  metadata: v.optional(v.record(v.string(), v.string()), {}),
});

/**
 * Stripe's signature scheme (`t=…,v1=HMAC-SHA256(t.body)`), checked by the SDK over the raw bytes.
 * Both adapters verify with it, so the sandbox's events take exactly the path Stripe's do.
 */
export function verifySignedEvent(rawBody: Buffer, signatureHeader: string | undefined, secret: string): PaymentEvent {
  if (!signatureHeader) throw new InvalidWebhookError('The Stripe-Signature header is missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new InvalidWebhookError('The webhook signature is not valid', { cause: error });
  }
  if (!event.type.startsWith('payment_intent.')) return { id: event.id, type: event.type, intent: null };
  const intent = v.safeParse(PaymentIntentObject, event.data.object);
  if (!intent.success) throw new InvalidWebhookError(`The ${event.type} event carries no payment intent`);
  const { id, amount, amount_received, metadata } = intent.output;
  return { id: event.id, type: event.type, intent: { id, amountUsdCents: amount_received || amount, userId: metadata['user_id'] ?? null } };
}

/** A Stripe-Signature header for a body, as Stripe makes it; the sandbox signs its events with it. */
export const signPayload = (payload: string, secret: string): string => Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Stripe's intermediate states fold into the few the buy page tells apart. */
export function toPaymentStatus(stripeStatus: string): PaymentStatus {
  switch (stripeStatus) {
    case 'succeeded':
    case 'processing':
    case 'canceled':
      return stripeStatus;
    case 'requires_capture':
      return 'processing';
    default:
      return 'requires_payment_method';
  }
}
