import type { FastifyInstance } from 'fastify';
import { receivePaymentWebhook } from '@bagel/payments-contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { creditCardPayment } from './credit-card-payment';
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
 * A `payment_intent.succeeded` credits the payer once per payment intent (see creditCardPayment), however
 * many events report it, or how close together. A signed body that is not a well-formed event is a 400
 * naming the field; events of other types are acknowledged and ignored.
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
      event = provider.verifyWebhook(
        Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw new HttpError(400, error.message, error.field, { cause: error });
      throw error;
    }
    if (event.intent) await creditCardPayment({ db, platform }, event.id, event.intent, request.log);
    return { received: true as const };
  });
}
