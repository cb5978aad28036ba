import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, confirm, createIntent, postWebhook, SANDBOX_WEBHOOK_SECRET, startPaymentsTestApp, type PaymentsTestApp } from './payments-test-app';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await startPaymentsTestApp();
});
afterAll(() => t.close());

const status = (userId: string, id: string) => t.app.inject({ url: `/api/payments/${id}`, headers: { 'x-test-user': userId } });
const depositsFor = (reference: string) => t.api.deposits.filter((deposit) => deposit.body.reference === reference);

/** A signed copy of the sandbox's succeeded event for a payment, as the webhook received it. */
function succeededEvent(id: string, cents: number, userId: string) {
  const payload = JSON.stringify({
    id: id.replace(/^pi_/, 'evt_'),
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id, object: 'payment_intent', amount: cents, amount_received: cents, metadata: { user_id: userId } } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) };
}

describe('buying Bagels with the sandbox', () => {
  it('takes the test card and credits exactly once, amount × 25 BGL, keyed by the event id', async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 12.34);
    expect((await status(ALICE, id)).json()).toEqual({ status: 'requires_payment_method', amount_usd: 12.34, bagels: 308.5, credited: false });

    const confirmed = await confirm(t.app, ALICE, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'succeeded', payment_intent: id });
    expect(depositsFor(id)).toEqual([
      expect.objectContaining({
        idempotencyKey: id.replace(/^pi_/, 'evt_'),
        body: { user_id: ALICE, amount: 308.5, source: 'card', description: 'Card payment of $12.34', reference: id },
      }),
    ]);
    expect(t.api.requests.at(-1)?.apiKey).toBe(t.api.serviceKey);
    expect((await status(ALICE, id)).json()).toEqual({ status: 'succeeded', amount_usd: 12.34, bagels: 308.5, credited: true });

    // Confirming again (a double click) neither charges nor credits anew.
    expect((await confirm(t.app, ALICE, clientSecret)).statusCode).toBe(200);
    expect(depositsFor(id)).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 with 402 'invalid payment details' and credits nothing", async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 5);
    const declined = await confirm(t.app, ALICE, clientSecret, { card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Payment Required', detail: 'invalid payment details' });
    expect(depositsFor(id)).toEqual([]);
    expect((await status(ALICE, id)).json()).toMatchObject({ status: 'requires_payment_method', credited: false });
  });

  it("refuses a card failing Luhn, an expired card or a bad CVC with 'invalid payment details'", async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 5);
    const lastYear = new Date().getUTCFullYear() - 1;
    for (const card of [{ card_number: '4242 4242 4242 4241' }, { exp_year: lastYear }, { cvc: '12' }, { cvc: '12a' }]) {
      const refused = await confirm(t.app, ALICE, clientSecret, card);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().detail).toBe('invalid payment details');
    }
    expect(depositsFor(id)).toEqual([]);
  });

  it("does not let one user confirm or read another's payment", async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 1);
    expect((await confirm(t.app, BOB, clientSecret)).statusCode).toBe(404);
    expect((await status(BOB, id)).statusCode).toBe(404);
    expect((await status(BOB, id)).json().detail).toBe('Payment not found');
    expect((await t.app.inject({ url: `/api/payments/${id}` })).statusCode).toBe(401);
    expect(depositsFor(id)).toEqual([]);
  });

  it("holds Stripe's minimum and whole cents", async () => {
    for (const amount of [0.49, 1.005]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { 'x-test-user': ALICE }, payload: { amount } });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the webhook', () => {
  it('refuses a bad signature with 400 and credits nothing', async () => {
    const { id } = await createIntent(t.app, BOB, 2);
    const event = succeededEvent(id, 200, BOB);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, 't=1,v1=deadbeef', undefined]) {
      const response = await postWebhook(t.app, event.payload, signature);
      expect(response.statusCode).toBe(400);
    }
    const tampered = await postWebhook(t.app, event.payload.replace('"amount":200', '"amount":20000'), event.signature);
    expect(tampered.statusCode).toBe(400);
    expect(depositsFor(id)).toEqual([]);
    expect((await status(BOB, id)).json().credited).toBe(false);
  });

  it('credits a replayed event once', async () => {
    const { id } = await createIntent(t.app, BOB, 3);
    const event = succeededEvent(id, 300, BOB);
    for (let copy = 0; copy < 3; copy++) expect((await postWebhook(t.app, event.payload, event.signature)).statusCode).toBe(200);
    expect(depositsFor(id)).toHaveLength(1);
    expect(depositsFor(id)[0]?.body.amount).toBe(75);
  });

  it('credits two copies arriving at the same moment once, and answers both with 200', async () => {
    const { id } = await createIntent(t.app, BOB, 4);
    const before = t.api.balanceOf(BOB);
    const event = succeededEvent(id, 400, BOB);
    const replies = await Promise.all([postWebhook(t.app, event.payload, event.signature), postWebhook(t.app, event.payload, event.signature)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(depositsFor(id)).toHaveLength(1);
    expect(t.api.balanceOf(BOB) - before).toBe(10_000);
    expect((await status(BOB, id)).json()).toEqual({ status: 'succeeded', amount_usd: 4, bagels: 100, credited: true });
  });

  it('acknowledges other event types without crediting', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge' } } });
    const response = await postWebhook(t.app, payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(t.api.deposits.some((deposit) => deposit.idempotencyKey === 'evt_other')).toBe(false);
  });

  it('answers 502 while api is down, so the provider retries, and credits on the retry', async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 6);
    t.api.setAvailable(false);
    const failed = await confirm(t.app, ALICE, clientSecret);
    t.api.setAvailable(true);
    expect(failed.statusCode).toBe(502);
    expect((await status(ALICE, id)).json()).toMatchObject({ status: 'succeeded', credited: false });
    expect((await confirm(t.app, ALICE, clientSecret)).statusCode).toBe(200);
    expect(depositsFor(id)).toHaveLength(1);
    expect((await status(ALICE, id)).json().credited).toBe(true);
  });
});
