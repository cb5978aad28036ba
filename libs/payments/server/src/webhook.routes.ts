import type { FastifyInstance } from 'fastify';
import { formatUsd, hundredthsToBagels, usdCentsToHundredths } from '@bagel/util';
import { receivePaymentWebhook } from '@bagel/contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { findCardPayment, markCardPaymentCredited } from './card-payments.repository';
import { InvalidWebhookError } from './payment-provider';
import type { PaymentsContext } from './payments-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` opts a route out of edge's cross-site check: for signed callers that are not browsers. */
    csrf?: false;
  }
}

/**
 * The provider's webhook, in a scope of its own: the signature covers the exact bytes sent, so this
 * scope reads every body as a raw Buffer (and only this scope), and its routes skip the cross-site check.
 *
 * A `payment_intent.succeeded` credits the payer through api as a deposit whose idempotency key is the
 * event id: api applies it once however many copies arrive, or how close together. Other events are
 * acknowledged and ignored.
 */
export async function webhookRoutes(app: FastifyInstance, { db, platform, provider }: PaymentsContext): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
  });

  registerRoute(app, receivePaymentWebhook, async (request) => {
    const rawBody: unknown = request.body;
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = provider.verifyWebhook(Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw new HttpError(400, error.message, undefined, { cause: error });
      throw error;
    }
    if (event.type !== 'payment_intent.succeeded' || !event.intent) return { received: true as const };

    const payment = await findCardPayment(db, event.intent.id);
    if (!payment) {
      // Signed, but for an intent edge did not start (made in the Stripe dashboard, say): nobody to credit.
      request.log.warn({ eventId: event.id, paymentIntentId: event.intent.id }, 'payment_intent.succeeded for an unknown payment; ignored');
      return { received: true as const };
    }
    const amountUsdCents = event.intent.amountUsdCents;
    await platform.creditDeposit(
      {
        userId: payment.userId,
        amount: hundredthsToBagels(usdCentsToHundredths(amountUsdCents)),
        source: 'card',
        description: `Card payment of ${formatUsd(amountUsdCents / 100)}`,
        reference: payment.id,
      },
      event.id,
    );
    await markCardPaymentCredited(db, payment.id);
    return { received: true as const };
  });
}
