import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPaymentIntent, type RouteDescriptor } from '@bagel/contract';
import { fuzzRoutes, type FuzzContext } from '@bagel/server-kit/testing';
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

/** A session that may use the route (alice's, or the admin's for admin routes), from the app's own origin. */
const credentials = (route: RouteDescriptor): Record<string, string> => {
  const origin = { origin: PUBLIC_ORIGIN };
  if (route.access === 'admin') return { ...origin, cookie: admin };
  if (route.access === 'public') return origin;
  return { ...origin, cookie: alice.cookie };
};

it('answers every generated request to every route edge serves below 500, with the error envelope on a 4xx', async () => {
  const ids = [alice.userId, bob.userId];
  const context: FuzzContext = {
    credentials,
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
    },
  };
  await fuzzRoutes(t.app.contractRoutes, context, async (request) => {
    const reply = await t.app.inject(request);
    return { statusCode: reply.statusCode, body: reply.body };
  });
  expect(t.app.contractRoutes.length).toBeGreaterThan(15);
});
