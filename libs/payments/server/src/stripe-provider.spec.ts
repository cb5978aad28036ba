import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidWebhookError } from './payment-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { startFakeStripe, type FakeStripe } from './testing';

let stripe: FakeStripe;
let provider: StripeProvider;
const USER = '11111111-1111-4111-8111-111111111111';

beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: stripe.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: stripe.webhookSecret,
    apiUrl: new URL(stripe.url),
  });
});
afterAll(() => stripe.close());

describe('the Stripe adapter against a fake Stripe', () => {
  it('creates a PaymentIntent in USD cents with automatic payment methods and the user in its metadata', async () => {
    const intent = await provider.createIntent({ amountUsdCents: 1999, userId: USER });
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      amountUsdCents: 1999,
      status: 'requires_payment_method',
      userId: USER,
    });
    expect(intent.clientSecret).toBe(stripe.intents.get(intent.id)?.client_secret);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/payment_intents',
      authorization: `Bearer ${stripe.secretKey}`,
      form: { amount: '1999', currency: 'usd', automatic_payment_methods: { enabled: 'true' }, metadata: { user_id: USER } },
    });
  });

  it('retrieves an intent with its current status, and answers undefined for one Stripe does not know', async () => {
    const { id } = await provider.createIntent({ amountUsdCents: 500, userId: USER });
    stripe.succeed(id);
    expect(await provider.retrieveIntent(id)).toMatchObject({ id, status: 'succeeded', amountUsdCents: 500, userId: USER });
    expect(await provider.retrieveIntent('pi_unknown')).toBeUndefined();
  });

  it("verifies a webhook signed by Stripe's scheme over the raw body, and refuses a bad, tampered or stale one", async () => {
    const { id } = await provider.createIntent({ amountUsdCents: 1000, userId: USER });
    const event = stripe.succeed(id);
    const raw = Buffer.from(event.payload);
    expect(provider.verifyWebhook(raw, stripe.sign(event.payload))).toEqual({
      id: event.id,
      type: 'payment_intent.succeeded',
      intent: { id, amountUsdCents: 1000, userId: USER },
    });

    const reserialised = Buffer.from(JSON.stringify(JSON.parse(event.payload)));
    expect(() => provider.verifyWebhook(reserialised, stripe.sign(event.payload))).toThrow(InvalidWebhookError);
    expect(() => provider.verifyWebhook(raw, stripe.sign(event.payload, { secret: 'whsec_other' }))).toThrow(
      'The webhook signature is not valid',
    );
    expect(() => provider.verifyWebhook(raw, stripe.sign(event.payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).toThrow(
      InvalidWebhookError,
    );
    expect(() => provider.verifyWebhook(raw, undefined)).toThrow('The Stripe-Signature header is missing');
  });

  it("turns Stripe's errors into clear messages", async () => {
    await expect(provider.createIntent({ amountUsdCents: 10, userId: USER })).rejects.toMatchObject({
      statusCode: 502,
      message: 'The card processor refused the payment: Amount must be at least $0.50 usd',
    });
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      apiUrl: new URL(stripe.url),
    });
    await expect(wrongKey.createIntent({ amountUsdCents: 1000, userId: USER })).rejects.toMatchObject({
      statusCode: 502,
      message: 'Card payments are not available right now (the payment provider refused our credentials).',
    });
    const unreachable = createStripeProvider({
      secretKey: 'sk',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      apiUrl: new URL('http://127.0.0.1:9'),
    });
    await expect(unreachable.createIntent({ amountUsdCents: 1000, userId: USER })).rejects.toMatchObject({
      statusCode: 502,
      message: 'The card processor could not be reached. Please try again in a moment.',
    });
  });
});
