import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import Stripe from 'stripe';

type FormValue = string | { [key: string]: FormValue };

/** Stripe's form encoding: `metadata[user_id]=…` becomes `{ metadata: { user_id: … } }`. */
function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, FormValue>;
    });
  }
  return root;
}

export interface FakeStripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method_types: string[];
  created: number;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  form: Record<string, FormValue> | undefined;
}

export interface FakeStripe {
  /** Give it to the adapter as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  intents: Map<string, FakeStripeIntent>;
  requests: FakeStripeRequest[];
  /** Completes a payment as a customer confirming with a good card would, and returns Stripe's event for it. */
  succeed(paymentIntentId: string): { id: string; type: string; payload: string };
  /** A Stripe-Signature header for a body, made by the stripe SDK with the webhook secret. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's error body: `{ error: { type, code?, param?, message } }` with the matching status. */
function stripeError(reply: FastifyReply, status: number, error: { type: string; message: string; code?: string; param?: string }) {
  return reply.status(status).send({
    error: { ...error, doc_url: error.code ? `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` : undefined },
  });
}

/**
 * A local HTTP server speaking the slice of Stripe's wire format the adapter uses: form-encoded
 * `POST /v1/payment_intents`, `GET /v1/payment_intents/:id`, Bearer secret keys, Stripe's JSON objects
 * and error shape, and webhook events signed by the stripe SDK.
 */
export async function startFakeStripe({ secretKey = 'sk_test_fake', webhookSecret = 'whsec_fake' } = {}): Promise<FakeStripe> {
  const app = Fastify({ logger: false });
  const intents = new Map<string, FakeStripeIntent>();
  const requests: FakeStripeRequest[] = [];
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseStripeForm(String(body))),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return stripeError(reply, 401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}***` });
    }
  });
  app.addHook('preHandler', async (request) => {
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      form: request.body as Record<string, FormValue> | undefined,
    });
  });

  app.post('/v1/payment_intents', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, FormValue>;
    const amount = Number(form['amount']);
    if (typeof form['amount'] !== 'string' || !Number.isInteger(amount)) {
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'amount',
        message: 'Missing required param: amount.',
      });
    }
    if (typeof form['currency'] !== 'string') {
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'currency',
        message: 'Missing required param: currency.',
      });
    }
    if (amount < 50) {
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    const automatic = form['automatic_payment_methods'];
    const id = randomId('pi');
    const intent: FakeStripeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: form['currency'],
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: typeof form['description'] === 'string' ? form['description'] : null,
      metadata: typeof form['metadata'] === 'object' ? (form['metadata'] as Record<string, string>) : {},
      automatic_payment_methods: typeof automatic === 'object' ? { enabled: automatic['enabled'] === 'true' } : null,
      payment_method_types: ['card'],
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    const intent = intents.get(request.params.id);
    if (!intent) {
      return stripeError(reply, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${request.params.id}'`,
      });
    }
    return intent;
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  return {
    url,
    secretKey,
    webhookSecret,
    intents,
    requests,
    succeed(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`No such payment_intent: '${paymentIntentId}'`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      const event = {
        id: randomId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'payment_intent.succeeded',
        data: { object: { ...intent } },
      };
      return { id: event.id, type: event.type, payload: JSON.stringify(event, null, 2) };
    },
    sign,
    close: () => app.close(),
  };
}
