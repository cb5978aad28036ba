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
  /** What the customer must do before it can go on (set while `requires_action`), as Stripe describes it. */
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  /** Why the last attempt failed (a failed 3-D Secure check, a declined card); null otherwise. */
  last_payment_error: { type: string; code: string; message: string } | null;
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
  /**
   * Confirms a payment that needs the customer again, as Stripe's docs tell the statuses apart: `requires_action` (a
   * 3-D Secure check or a bank's page to visit, `next_action.redirect_to_url`) or `requires_confirmation` (a payment
   * method attached, the intent still to be confirmed). Neither has failed: the webhook may yet report success.
   */
  needCustomer(paymentIntentId: string, status: 'requires_action' | 'requires_confirmation'): void;
  /** The customer failed the 3-D Secure check: the intent goes back to `requires_payment_method` with the error. */
  failAuthentication(paymentIntentId: string): void;
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
      next_action: null,
      last_payment_error: null,
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
  const intentOf = (id: string): FakeStripeIntent => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`No such payment_intent: '${id}'`);
    return intent;
  };
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
      const intent = intentOf(paymentIntentId);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
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
    needCustomer(paymentIntentId, status) {
      const intent = intentOf(paymentIntentId);
      const redirect = { url: `${url}/v1/3ds/${intent.id}`, return_url: 'https://bagel.test/buy-bagels' };
      Object.assign(intent, {
        status,
        next_action: status === 'requires_action' ? { type: 'redirect_to_url', redirect_to_url: redirect } : null,
      });
    },
    failAuthentication(paymentIntentId) {
      Object.assign(intentOf(paymentIntentId), {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        },
      });
    },
    sign,
    close: () => app.close(),
  };
}
