import type { FastifyInstance } from 'fastify';
import { WAITLIST_REFUSAL } from '@bagel/contract';
import { createPaymentIntent, getPaymentStatus, type PaymentStatus } from '@bagel/payments-contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { hundredthsToBagels, usdCentsToHundredths } from '@bagel/util';
import { findUsersCardPayment, insertCardPayment, updateCardPaymentStatus } from './card-payments.repository';
import { signedInUserId, type PaymentsContext } from './payments-context';

/** States a payment does not leave; any other is asked of the provider again. */
const SETTLED: readonly PaymentStatus[] = ['succeeded', 'canceled', 'failed'];

export function registerCardPaymentRoutes(app: FastifyInstance, { db, provider, platform }: PaymentsContext): void {
  registerRoute(app, createPaymentIntent, async (request) => {
    const userId = signedInUserId(request);
    // As api refuses their sends: the session knows the role, api the setting (asked only for the waitlisted).
    if (request.principal.kind === 'user' && request.principal.role === 'waitlist' && (await platform.readWaitlistSetting())) {
      throw new HttpError(403, WAITLIST_REFUSAL);
    }
    // The contract allows whole cents only; rounding removes float noise (19.99 * 100).
    const amountUsdCents = Math.round(request.body.amount * 100);
    const intent = await provider.createIntent({ amountUsdCents, userId });
    await insertCardPayment(db, {
      id: intent.id,
      clientSecret: intent.clientSecret,
      userId,
      amountUsdCents,
      status: intent.status,
      provider: provider.kind,
    });
    return { clientSecret: intent.clientSecret };
  });

  registerRoute(app, getPaymentStatus, async (request) => {
    const userId = signedInUserId(request);
    const { paymentIntentId } = request.params;
    // Someone else's payment is as unknown as a made-up id.
    const payment = await findUsersCardPayment(db, paymentIntentId, userId);
    if (!payment) throw new HttpError(404, 'Payment not found');
    let status = payment.status;
    if (!SETTLED.includes(status) && payment.creditedAt === null) {
      const live = await provider.retrieveIntent(payment.id);
      if (live && live.status !== status) {
        status = live.status;
        await updateCardPaymentStatus(db, payment.id, status);
      }
    }
    return {
      status: payment.creditedAt ? 'succeeded' : status,
      amount_usd: payment.amountUsdCents / 100,
      bagels: hundredthsToBagels(usdCentsToHundredths(payment.amountUsdCents)),
      credited: payment.creditedAt !== null,
    };
  });
}
