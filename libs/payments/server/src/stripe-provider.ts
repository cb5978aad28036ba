import Stripe from 'stripe';
import { HttpError } from '@bagel/server-kit';
import type { PaymentIntent, PaymentEvent, PaymentProvider } from './payment-provider';
import { toPaymentStatus, verifySignedEvent } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the Stripe API is (STRIPE_API_URL): Stripe itself by default, a local fake in tests. */
  apiUrl?: URL | undefined;
}

/** Stripe's reasons, in words for the person paying; the raw error goes to the log through `cause`. */
function toHttpError(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error instanceof Error ? error : new Error(String(error));
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new HttpError(502, 'The card processor could not be reached. Please try again in a moment.', undefined, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new HttpError(502, 'Card payments are not available right now (the payment provider refused our credentials).', undefined, {
      cause: error,
    });
  }
  return new HttpError(502, `The card processor refused the payment: ${error.message}`, undefined, { cause: error });
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amountUsdCents: intent.amount,
    status: toPaymentStatus(intent.status),
    userId: intent.metadata['user_id'] ?? null,
  };
}

export interface StripeProvider extends PaymentProvider {
  readonly kind: 'stripe';
}

/** Stripe PaymentIntents for cards and wallets, confirmed in the browser by Stripe Elements. */
export function createStripeProvider({ secretKey, publishableKey, webhookSecret, apiUrl }: StripeSettings): StripeProvider {
  const stripe = new Stripe(secretKey, {
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
          protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    kind: 'stripe',
    publishableKey,
    async createIntent({ amountUsdCents, userId }) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountUsdCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          metadata: { user_id: userId },
          description: 'Bagels',
        });
        return toIntent(intent);
      } catch (error) {
        throw toHttpError(error);
      }
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
        throw toHttpError(error);
      }
    },
    verifyWebhook(rawBody, signatureHeader): PaymentEvent {
      return verifySignedEvent(rawBody, signatureHeader, webhookSecret);
    },
  };
}
