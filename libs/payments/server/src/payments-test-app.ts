import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createPlatformClient } from '@bagel/platform';
import { startFakePlatformApi, type FakePlatformApi } from '@bagel/platform/testing';
import { serverKit, serverOptions } from '@bagel/server-kit';
import { createPaymentProvider, type PaymentSettings } from './payment-settings';
import { paymentsMigrations } from './payments.migrations';
import { paymentsPlugin } from './payments.plugin';

export const ALICE = '11111111-1111-4111-8111-111111111111';
export const BOB = '22222222-2222-4222-8222-222222222222';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_test';

export interface PaymentsTestApp {
  app: FastifyInstance;
  api: FakePlatformApi;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The payments plugin on a fresh database against a fake api; an `x-test-user` header stands in for the session cookie. */
export async function startPaymentsTestApp(
  settings: PaymentSettings = { provider: 'sandbox', webhookSecret: SANDBOX_WEBHOOK_SECRET },
): Promise<PaymentsTestApp> {
  const database = await openTestDatabase([paymentsMigrations]);
  const api = await startFakePlatformApi();
  const platform = createPlatformClient({ baseUrl: api.url, serviceKey: api.serviceKey });
  for (const [id, username] of [
    [ALICE, 'alice'],
    [BOB, 'bob'],
  ] as const)
    await platform.provisionUser({ id, username, email: `${username}@example.com` });
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  app.decorate('authenticate', async (request) => {
    const userId = request.headers['x-test-user'];
    return typeof userId === 'string' ? { kind: 'user', userId, role: 'user' } : { kind: 'anonymous' };
  });
  await app.register(paymentsPlugin, { db: database.db, platform, provider: createPaymentProvider(settings, database.db) });
  await app.ready();
  return {
    app,
    api,
    database,
    async close() {
      await app.close();
      await api.close();
      await database.close();
    },
  };
}

export const TEST_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

export async function createIntent(app: FastifyInstance, userId: string, amount: number): Promise<{ clientSecret: string; id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { 'x-test-user': userId },
    payload: { amount },
  });
  if (response.statusCode !== 200) throw new Error(`create-payment-intent failed: ${response.statusCode} ${response.body}`);
  const { clientSecret } = response.json() as { clientSecret: string };
  return { clientSecret, id: clientSecret.split('_secret_')[0] ?? '' };
}

export const confirm = (app: FastifyInstance, userId: string, clientSecret: string, card: Partial<typeof TEST_CARD> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: { 'x-test-user': userId },
    payload: { client_secret: clientSecret, ...TEST_CARD, ...card },
  });

export const postWebhook = (app: FastifyInstance, payload: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    payload,
  });
