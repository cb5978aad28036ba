import Stripe from 'stripe';
import * as v from 'valibot';
import type { PaymentStatus } from '@bagel/payments-contract';
import { nulCharacterMessage, nulCharacterPath, validationError } from '@bagel/server-kit';
import { InvalidWebhookError, type PaymentEvent } from './payment-provider';

/** The part of Stripe's PaymentIntent object edge reads. */
const PaymentIntentObject = v.object(
  {
    id: v.pipe(v.string('data.object.id is required'), v.regex(/^pi_/, 'data.object.id must be a payment intent id (pi_…)')),
    object: v.literal('payment_intent', "data.object.object must be 'payment_intent'"),
    amount: v.pipe(v.number('amount must be a whole number of cents'), v.integer('amount must be a whole number of cents')),
    amount_received: v.optional(
      v.pipe(v.number('amount_received must be a whole number of cents'), v.integer('amount_received must be a whole number of cents')),
    ),
    metadata: v.optional(v.record(v.string(), v.string(), 'metadata must map names to strings'), {}),
  },
  'data.object must be an object',
);

/** Stripe's event envelope, which every event has whatever its type. */
const envelope = {
  id: v.pipe(v.string('id is required'), v.nonEmpty('id is required')),
  type: v.pipe(v.string('type is required'), v.nonEmpty('type is required')),
};
const NOT_AN_EVENT = 'The body must be a JSON event object';

const AnyEvent = v.object(
  { ...envelope, data: v.object({ object: v.looseObject({}, 'data.object must be an object') }, 'data must be an object') },
  NOT_AN_EVENT,
);

/** The one event edge acts on. */
const SucceededEvent = v.object({ ...envelope, data: v.object({ object: PaymentIntentObject }, 'data must be an object') }, NOT_AN_EVENT);

const SUCCEEDED = 'payment_intent.succeeded';

/** A signed body is trusted, not well-formed: anything off is a 400 naming the field, like any request's. */
function parseEvent<S extends v.GenericSchema>(schema: S, event: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, event);
  if (result.success) return result.output;
  const { message, field } = validationError(schema, result.issues[0], 'body');
  throw new InvalidWebhookError(message, { field });
}

/**
 * Stripe's signature scheme (`t=…,v1=HMAC-SHA256(t.body)`), checked by the SDK over the raw bytes.
 * Both adapters verify with it, so the sandbox's events take exactly the path Stripe's do.
 */
export function verifySignedEvent(rawBody: Buffer, signatureHeader: string | undefined, secret: string): PaymentEvent {
  if (!signatureHeader) throw new InvalidWebhookError('The Stripe-Signature header is missing');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    // The SDK parses the JSON only once the signature holds: a parse error is a signed body that is not JSON.
    if (error instanceof SyntaxError) throw new InvalidWebhookError(NOT_AN_EVENT, { field: 'body', cause: error });
    throw new InvalidWebhookError('The webhook signature is not valid', { cause: error });
  }
  // The raw body bypasses server-kit's validator, so its NUL rule (PostgreSQL text holds none) is applied here.
  const nulAt = nulCharacterPath(event);
  if (nulAt !== undefined) {
    const field = nulAt || 'body';
    throw new InvalidWebhookError(nulCharacterMessage(field), { field });
  }
  const { id, type } = parseEvent(AnyEvent, event);
  if (type !== SUCCEEDED) return { id, type, intent: null };
  const intent = parseEvent(SucceededEvent, event).data.object;
  return {
    id,
    type,
    intent: { id: intent.id, amountUsdCents: intent.amount_received || intent.amount, userId: intent.metadata['user_id'] ?? null },
  };
}

/** A Stripe-Signature header for a body, as Stripe makes it; the sandbox signs its events with it. */
export const signPayload = (payload: string, secret: string): string => Stripe.webhooks.generateTestHeaderString({ payload, secret });

/**
 * Stripe's intermediate states fold into the few the buy page tells apart. `requires_action` (a 3-D Secure check, a
 * bank's page) and `requires_confirmation` have not failed: the customer is finishing them and the webhook may yet
 * report success, so they read as processing. A failed check sends the intent back to `requires_payment_method`.
 */
export function toPaymentStatus(stripeStatus: string): PaymentStatus {
  switch (stripeStatus) {
    case 'succeeded':
    case 'processing':
    case 'canceled':
      return stripeStatus;
    case 'requires_capture':
    case 'requires_action':
    case 'requires_confirmation':
      return 'processing';
    default:
      return 'requires_payment_method';
  }
}
