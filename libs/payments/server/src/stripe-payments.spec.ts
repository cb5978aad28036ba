import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, createIntent, postWebhook, startPaymentsTestApp, type PaymentsTestApp } from './payments-test-app';
import { startFakeStripe, type FakeStripe } from './testing';

let stripe: FakeStripe;
let t: PaymentsTestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startPaymentsTestApp({
    provider: 'stripe',
    secretKey: stripe.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: stripe.webhookSecret,
    apiUrl: new URL(stripe.url),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('buying Bagels with Stripe', () => {
  it("credits Stripe's signed payment_intent.succeeded once, however often it is delivered", async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 20);
    expect(clientSecret).toBe(stripe.intents.get(id)?.client_secret);
    const event = stripe.succeed(id);
    const signature = stripe.sign(event.payload);
    expect((await postWebhook(t.app, event.payload, signature)).statusCode).toBe(200);
    expect((await postWebhook(t.app, event.payload, signature)).statusCode).toBe(200);
    expect(t.api.deposits.filter((deposit) => deposit.body.reference === id).map((deposit) => deposit.body)).toEqual([
      { user_id: ALICE, amount: 500, source: 'card', description: 'Card payment of $20.00', reference: id },
    ]);
    const status = await t.app.inject({ url: `/api/payments/${id}`, headers: { 'x-test-user': ALICE } });
    expect(status.json()).toEqual({ status: 'succeeded', amount_usd: 20, bagels: 500, credited: true });
  });

  it('credits a payment intent once when Stripe sends two different events for it', async () => {
    const { id } = await createIntent(t.app, ALICE, 3);
    const first = stripe.succeed(id);
    const second = stripe.succeed(id);
    expect(second.id).not.toBe(first.id);
    for (const event of [first, second]) expect((await postWebhook(t.app, event.payload, stripe.sign(event.payload))).statusCode).toBe(200);
    expect(t.api.deposits.filter((deposit) => deposit.body.reference === id).map((deposit) => deposit.idempotencyKey)).toEqual([
      `card-payment:${id}`,
    ]);
  });

  it('reads the live status from Stripe until the webhook arrives, and serves no sandbox confirmation', async () => {
    const { id } = await createIntent(t.app, ALICE, 1);
    stripe.succeed(id);
    const status = await t.app.inject({ url: `/api/payments/${id}`, headers: { 'x-test-user': ALICE } });
    expect(status.json()).toEqual({ status: 'succeeded', amount_usd: 1, bagels: 25, credited: false });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: { 'x-test-user': ALICE },
      payload: {},
    });
    expect(confirm.statusCode).toBe(404);
  });

  it.each(['requires_action', 'requires_confirmation'] as const)(
    'shows a payment that %s (3-D Secure, a bank page) as processing until the webhook credits it',
    async (needs) => {
      const { id } = await createIntent(t.app, ALICE, 2);
      stripe.needCustomer(id, needs);
      const statusOf = async () => (await t.app.inject({ url: `/api/payments/${id}`, headers: { 'x-test-user': ALICE } })).json();
      expect(await statusOf()).toEqual({ status: 'processing', amount_usd: 2, bagels: 50, credited: false });
      const event = stripe.succeed(id);
      expect((await postWebhook(t.app, event.payload, stripe.sign(event.payload))).statusCode).toBe(200);
      expect(await statusOf()).toEqual({ status: 'succeeded', amount_usd: 2, bagels: 50, credited: true });
    },
  );

  it('shows a payment whose 3-D Secure check failed as needing another card once Stripe says so', async () => {
    const { id } = await createIntent(t.app, ALICE, 2);
    stripe.needCustomer(id, 'requires_action');
    const statusOf = async () => (await t.app.inject({ url: `/api/payments/${id}`, headers: { 'x-test-user': ALICE } })).json();
    expect(await statusOf()).toMatchObject({ status: 'processing' });
    stripe.failAuthentication(id);
    expect(await statusOf()).toMatchObject({ status: 'requires_payment_method', credited: false });
  });

  it('refuses an event signed with another secret, or re-serialised JSON, with 400', async () => {
    const { id } = await createIntent(t.app, ALICE, 2);
    const event = stripe.succeed(id);
    expect((await postWebhook(t.app, event.payload, stripe.sign(event.payload, { secret: 'whsec_other' }))).statusCode).toBe(400);
    expect((await postWebhook(t.app, JSON.stringify(JSON.parse(event.payload)), stripe.sign(event.payload))).statusCode).toBe(400);
    expect(t.api.deposits.some((deposit) => deposit.body.reference === id)).toBe(false);
  });

  it('answers a signed event without a type with 400 naming it, and acknowledges a type it does not act on', async () => {
    const noType = JSON.stringify({ id: 'evt_no_type', object: 'event', data: null });
    expect((await postWebhook(t.app, noType, stripe.sign(noType))).json()).toEqual({
      error: 'Bad Request',
      detail: 'type is required',
      field: 'type',
    });
    const created = JSON.stringify({
      id: 'evt_created',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    });
    expect((await postWebhook(t.app, created, stripe.sign(created))).statusCode).toBe(200);
  });
});
