import { TEST_USER } from '@bagel/session/testing';
import { keyedFakeFetch, type KeyedFakeHandler } from '@bagel/web-testing';

/** The signed-in test user (alice) with a balance, as GET /api/v1/users/{id} answers. */
export const userData = (balance: number) => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance } });

/** A fake API that knows alice's balance, plus whatever other routes a test or story needs. */
export const walletFetch = (balance: number, handlers: Record<string, KeyedFakeHandler> = {}) =>
  keyedFakeFetch({ 'GET /api/v1/users/{userId}': () => userData(balance), ...handlers });

/** edge's answer for a payment id it does not know, or that is someone else's. */
export const unknownPayment = () => ({ status: 404, body: { error: 'Not Found', detail: 'Payment not found' } });

/**
 * POST /api/v1/send-bagels as the server answers a send that went through: the sender's new balance, and the
 * recipient as stored (the directory matches usernames case-insensitively, so typing 'BOB' sends to bob).
 */
export const bagelsSent =
  (balance: number): KeyedFakeHandler =>
  (request) => ({
    body: {
      success: true,
      balance,
      recipient_username: String((request.body as { recipient_username: string }).recipient_username)
        .trim()
        .toLowerCase(),
    },
  });

/** The payment intent of the payment stories. */
export const PAYMENT_INTENT_ID = 'pi_sandbox_story';

/** POST /api/create-payment-intent as it answers. */
export const paymentIntent = () => ({ body: { clientSecret: `${PAYMENT_INTENT_ID}_secret_story` } });

/** GET /api/payments/{id} for a $10 payment of 250 BGL, before or after its webhook credited the Bagels. */
export const paymentStatus = (credited: boolean) => () => ({
  body: { status: credited ? 'succeeded' : 'processing', amount_usd: 10, bagels: 250, credited },
});

/** POST /api/payments/sandbox/confirm for a card the sandbox accepts. */
export const sandboxPaid = () => ({ body: { status: 'succeeded', payment_intent: PAYMENT_INTENT_ID } });

/** POST /api/payments/sandbox/confirm for the sandbox's declined test card. */
export const cardDeclined = () => ({ status: 402, body: { error: 'card_declined', detail: 'invalid payment details' } });
