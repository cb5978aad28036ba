import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALICE,
  BOB,
  confirm,
  createIntent,
  postWebhook,
  SANDBOX_WEBHOOK_SECRET,
  startPaymentsTestApp,
  type PaymentsTestApp,
} from './payments-test-app';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await startPaymentsTestApp();
});
afterAll(() => t.close());

const status = (userId: string, id: string) => t.app.inject({ url: `/api/payments/${id}`, headers: { 'x-test-user': userId } });
const depositsFor = (reference: string) => t.api.deposits.filter((deposit) => deposit.body.reference === reference);

/** A body signed with the sandbox's webhook secret, as the provider would send it. */
const signed = (event: unknown) => {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) };
};

/** A signed succeeded event for a payment; `eventId` defaults to the sandbox's own one event per intent. */
function succeededEvent(id: string, cents: number, userId: string, eventId = id.replace(/^pi_/, 'evt_')) {
  return signed({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id, object: 'payment_intent', amount: cents, amount_received: cents, metadata: { user_id: userId } } },
  });
}

describe('buying Bagels with the sandbox', () => {
  it('takes the test card and credits exactly once, amount × 25 BGL, keyed by the payment intent', async () => {
    const { clientSecret, id } = await createIntent(t.app, ALICE, 12.34);
    expect((await status(ALICE, id)).json()).toEqual({
      status: 'requires_payment_method',
      amount_usd: 12.34,
      bagels: 308.5,
      credited: false,
    });

    const confirmed = await confirm(t.app, ALICE, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'succeeded', payment_intent: id });
    expect(depositsFor(id)).toEqual([
      expect.objectContaining({
        idempotencyKey: `card-payment:${id}`,
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
    const unknown = await status(ALICE, 'pi_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', detail: 'Payment not found' });
    expect((await t.app.inject({ url: `/api/payments/${id}` })).statusCode).toBe(401);
    expect(depositsFor(id)).toEqual([]);
  });

  it("holds Stripe's minimum and whole cents", async () => {
    for (const amount of [0.49, 1.005]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { 'x-test-user': ALICE },
        payload: { amount },
      });
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
    const replies = await Promise.all([
      postWebhook(t.app, event.payload, event.signature),
      postWebhook(t.app, event.payload, event.signature),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(depositsFor(id)).toHaveLength(1);
    expect(t.api.balanceOf(BOB) - before).toBe(10_000);
    expect((await status(BOB, id)).json()).toEqual({ status: 'succeeded', amount_usd: 4, bagels: 100, credited: true });
  });

  it('acknowledges other event types without crediting', async () => {
    const { payload, signature } = signed({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    const response = await postWebhook(t.app, payload, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(t.api.deposits.some((deposit) => deposit.idempotencyKey === 'evt_other')).toBe(false);
  });

  it('credits a payment once however many different events report it, one after another or at the same moment', async () => {
    const { clientSecret, id } = await createIntent(t.app, BOB, 5);
    expect((await confirm(t.app, BOB, clientSecret)).statusCode).toBe(200);
    const again = succeededEvent(id, 500, BOB, 'evt_second_delivery');
    expect((await postWebhook(t.app, again.payload, again.signature)).statusCode).toBe(200);
    expect(depositsFor(id)).toHaveLength(1);

    const { id: other } = await createIntent(t.app, BOB, 7);
    const before = t.api.balanceOf(BOB);
    const events = [succeededEvent(other, 700, BOB, 'evt_first'), succeededEvent(other, 700, BOB, 'evt_second')];
    const replies = await Promise.all(events.map((event) => postWebhook(t.app, event.payload, event.signature)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(depositsFor(other)).toHaveLength(1);
    expect(t.api.balanceOf(BOB) - before).toBe(17_500);
    expect((await status(BOB, other)).json()).toMatchObject({ status: 'succeeded', credited: true });
  });

  it('refuses a signed event that is not a well-formed event with 400 naming the field, and credits nothing', async () => {
    const { id } = await createIntent(t.app, ALICE, 8);
    const intent = { id, object: 'payment_intent', amount: 800, metadata: { user_id: ALICE } };
    const cases: [unknown, string][] = [
      [{ id: 'evt_no_type', object: 'event', data: { object: intent } }, 'type'],
      [{ id: 'evt_null_data', object: 'event', type: 'payment_intent.succeeded', data: null }, 'data'],
      [{ id: 'evt_no_object', object: 'event', type: 'payment_intent.succeeded', data: {} }, 'data.object'],
      [
        { id: 'evt_no_amount', object: 'event', type: 'payment_intent.succeeded', data: { object: { ...intent, amount: undefined } } },
        'data.object.amount',
      ],
      [{ object: 'event', type: 'payment_intent.succeeded', data: { object: intent } }, 'id'],
      [null, 'body'],
      // PostgreSQL text holds no NUL: a signed one must not reach the payments table.
      [
        { id: 'evt_nul', object: 'event', type: 'payment_intent.succeeded', data: { object: { ...intent, id: 'pi_a\u0000b' } } },
        'data.object.id',
      ],
      [{ id: 'evt_a\u0000b', object: 'event', type: 'payment_intent.succeeded', data: { object: intent } }, 'id'],
    ];
    for (const [event, field] of cases) {
      const { payload, signature } = signed(event);
      const response = await postWebhook(t.app, payload, signature);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json()).toMatchObject({ error: 'Bad Request', field });
      expect(response.json().detail).toContain(field === 'body' ? 'event' : (field.split('.').at(-1) ?? field));
    }
    const notJson = '{"id": "evt_cut_short", "type": "payment_intent.succ';
    const cutShort = await postWebhook(
      t.app,
      notJson,
      Stripe.webhooks.generateTestHeaderString({ payload: notJson, secret: SANDBOX_WEBHOOK_SECRET }),
    );
    expect(cutShort.json()).toEqual({ error: 'Bad Request', detail: 'The body must be a JSON event object', field: 'body' });
    expect(depositsFor(id)).toEqual([]);
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
