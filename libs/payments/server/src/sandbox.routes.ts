import type { FastifyInstance } from 'fastify';
import { confirmSandboxPayment, receivePaymentWebhook } from '@bagel/payments-contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { checkCard } from './card-check';
import { findCardPaymentByClientSecret, findCardPayment, updateCardPaymentStatus } from './card-payments.repository';
import { PAYMENT_ERROR, signedInUserId, type PaymentsContext } from './payments-context';
import type { SandboxProvider } from './sandbox-provider';

/**
 * The sandbox's card step, standing in for Stripe.js confirming in the browser: the card is checked,
 * the intent succeeds, and its signed `payment_intent.succeeded` event is delivered to the webhook over
 * HTTP (inject), so crediting takes the same path, signature check included, as Stripe's events.
 */
export function registerSandboxRoutes(app: FastifyInstance, { db }: PaymentsContext, sandbox: SandboxProvider): void {
  registerRoute(app, confirmSandboxPayment, async (request) => {
    const userId = signedInUserId(request);
    const { client_secret, card_number, exp_month, exp_year, cvc } = request.body;
    const found = await findCardPaymentByClientSecret(db, client_secret);
    if (!found || found.userId !== userId) throw new HttpError(404, 'Payment not found');

    if (found.status !== 'succeeded') {
      const verdict = checkCard({ cardNumber: card_number, expMonth: exp_month, expYear: exp_year, cvc });
      if (verdict !== 'accepted') {
        request.log.info({ paymentIntentId: found.id, verdict }, 'sandbox card refused');
        throw new HttpError(402, PAYMENT_ERROR);
      }
      await updateCardPaymentStatus(db, found.id, 'succeeded');
    }
    const payment = (await findCardPayment(db, found.id)) ?? found;
    if (payment.creditedAt === null) {
      const { payload, signature } = sandbox.signSucceededEvent(payment);
      const delivery = await app.inject({
        method: receivePaymentWebhook.method,
        url: receivePaymentWebhook.path,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
      if (delivery.statusCode !== 200) {
        request.log.error(
          { paymentIntentId: payment.id, status: delivery.statusCode, body: delivery.body },
          'sandbox webhook delivery failed',
        );
        throw new HttpError(502, 'Your payment went through, but your Bagels could not be credited yet. Please try again in a moment.');
      }
    }
    return { status: 'succeeded' as const, payment_intent: payment.id };
  });
}
