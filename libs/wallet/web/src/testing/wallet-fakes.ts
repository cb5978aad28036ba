import { confirmSandboxPayment, createPaymentIntent, getPaymentStatus } from '@bagel/payments-contract';
import { TEST_USER } from '@bagel/session/testing';
import { getUserData, sendBagels } from '@bagel/wallet-contract';
import { fakeFetch, fakeRoute, type ErrorReply, type FakeHandler, type FakeReply, type RouteFake } from '@bagel/web-testing';

/** The signed-in test user (alice) with a balance, as GET /api/v1/users/{id} answers. */
export const userData = (balance: number): FakeReply<typeof getUserData> => ({
  body: { id: TEST_USER.id, username: TEST_USER.username, balance },
});

/** A fake API that knows alice's balance, plus whatever other routes a test or story needs. */
export const walletFetch = (balance: number, fakes: RouteFake[] = []) =>
  fakeFetch([fakeRoute(getUserData, () => userData(balance)), ...fakes]);

/** edge's answer for a payment id it does not know, or that is someone else's. */
export const unknownPayment = (): ErrorReply => ({ status: 404, body: { error: 'Not Found', detail: 'Payment not found' } });

/**
 * POST /api/v1/send-bagels as the server answers a send that went through: the sender's new balance, and the
 * recipient as stored (the directory matches usernames case-insensitively, so typing 'BOB' sends to bob).
 */
export const bagelsSent =
  (balance: number): FakeHandler<typeof sendBagels> =>
  ({ body }) => ({ body: { success: true, balance, recipient_username: body.recipient_username.trim().toLowerCase() } });

/** The payment intent of the payment stories. */
export const PAYMENT_INTENT_ID = 'pi_sandbox_story';

/** POST /api/create-payment-intent as it answers. */
export const paymentIntent: FakeHandler<typeof createPaymentIntent> = () => ({
  body: { clientSecret: `${PAYMENT_INTENT_ID}_secret_story` },
});

/** GET /api/payments/{id} for a $10 payment of 250 BGL, before or after its webhook credited the Bagels. */
export const paymentStatus =
  (credited: boolean): FakeHandler<typeof getPaymentStatus> =>
  () => ({
    body: { status: credited ? 'succeeded' : 'processing', amount_usd: 10, bagels: 250, credited },
  });

/** POST /api/payments/sandbox/confirm for a card the sandbox accepts. */
export const sandboxPaid: FakeHandler<typeof confirmSandboxPayment> = () => ({
  body: { status: 'succeeded', payment_intent: PAYMENT_INTENT_ID },
});

/** POST /api/payments/sandbox/confirm for the sandbox's declined test card. */
export const cardDeclined = (): ErrorReply => ({ status: 402, body: { error: 'card_declined', detail: 'invalid payment details' } });
