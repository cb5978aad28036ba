import Stripe from 'stripe';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteDescriptor } from '@bagel/contract';
import { createPaymentIntent, receivePaymentWebhook } from '@bagel/payments-contract';
import { fuzzPaths, fuzzRoutes, type FuzzContext, type FuzzRequest } from '@bagel/server-kit/testing';
import { DEMO_PASSWORD, PUBLIC_ORIGIN, seededAdminCookie, signUp, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';

let t: EdgeTestApp;
let alice: { cookie: string; userId: string };
let bob: { userId: string };
let admin: string;
let paymentIntentId: string;
let clientSecret: string;

beforeAll(async () => {
  t = await startEdgeTestApp();
  // Seeding runs only on an empty database, as on a first start.
  admin = await seededAdminCookie(t);
  alice = await signUp(t.app, 'fuzz_alice');
  bob = await signUp(t.app, 'fuzz_bob');
  const intent = await t.app.inject({
    method: 'POST',
    url: createPaymentIntent.path,
    headers: { cookie: alice.cookie, origin: PUBLIC_ORIGIN },
    payload: { amount: 5 },
  });
  expect(intent.statusCode).toBe(200);
  clientSecret = intent.json().clientSecret;
  paymentIntentId = clientSecret.split('_secret_')[0] as string;
});
afterAll(() => t.close());

/** The body the provider signs and posts to the webhook, which the contract leaves raw: Stripe's event. */
const WebhookEvent = v.object({
  id: v.string(),
  type: v.string(),
  data: v.object({
    object: v.object({
      id: v.string(),
      object: v.string(),
      amount: v.number(),
      amount_received: v.number(),
      metadata: v.record(v.string(), v.string()),
    }),
  }),
});

/**
 * A session that may use the route (alice's, or the admin's for admin routes), from the app's own origin; the
 * webhook's body signed with the sandbox's secret, so it gets past the signature to the event's parser.
 */
const credentials = (route: RouteDescriptor, payload: string | undefined): Record<string, string> => {
  const origin = { origin: PUBLIC_ORIGIN };
  if (route === receivePaymentWebhook) {
    const secret = t.config.payments.provider === 'sandbox' ? t.config.payments.webhookSecret : '';
    return { ...origin, 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: payload ?? '', secret }) };
  }
  if (route.access === 'admin') return { ...origin, cookie: admin };
  if (route.access === 'public') return origin;
  return { ...origin, cookie: alice.cookie };
};

async function send(request: FuzzRequest) {
  const reply = await t.app.inject(request);
  return { statusCode: reply.statusCode, body: reply.body };
}

// Hundreds of requests, some hashing passwords: on a loaded 2-core machine that alone can pass 30 s (CI did at 50 s).
it(
  'answers every generated request to every route edge serves below 500, with the error envelope on a 4xx',
  { timeout: 180_000 },
  async () => {
    const ids = [alice.userId, bob.userId];
    const context: FuzzContext = {
      credentials,
      rawBodies: new Map([[receivePaymentWebhook, WebhookEvent]]),
      samples: {
        userId: ids,
        role: ['user', 'waitlist'],
        username: ['fuzz_carol', 'fuzz_alice'],
        email: ['fuzz_carol@example.com'],
        name: ['Carol'],
        login: ['fuzz_alice', 'fuzz_alice@example.com'],
        password: [DEMO_PASSWORD, 'wrong password'],
        image_url: [null],
        amount: [5, 0.5, 10_000],
        client_secret: [clientSecret],
        card_number: ['4242424242424242', '4000000000000002'],
        exp_month: [12],
        exp_year: [2030],
        cvc: ['123'],
        paymentIntentId: [paymentIntentId, 'pi_unknown'],
        preference_key: ['referral_modal_dismissed', 'referral_modal_last_shown'],
        value: [true, '2026-01-01T00:00:00.000Z'],
        waitlistEnabled: [false],
        referralCode: ['FRIEND'],
        id: ['evt_fuzz'],
        type: ['payment_intent.succeeded', 'charge.refunded'],
        'data.object.id': [paymentIntentId, 'pi_unknown'],
        'data.object.object': ['payment_intent'],
        'data.object.amount': [500],
        'data.object.amount_received': [500],
        'data.object.metadata': [{ user_id: alice.userId }],
      },
    };
    await fuzzRoutes(t.app.contractRoutes, context, send);
    expect(t.app.contractRoutes.length).toBeGreaterThan(15);
    // The signed events reached the handler: the base event credited alice's payment.
    expect(t.api.deposits.map((deposit) => deposit.idempotencyKey)).toContain(`card-payment:${paymentIntentId}`);
  },
);

it('answers every generated path beside the contract (the web app, unknown /api paths) below 500, with the error envelope on a 4xx', async () => {
  await fuzzPaths(['/', '/assets/', '/api/', '/api/payments/', '/health/'], send);
});
