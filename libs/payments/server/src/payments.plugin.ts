import fp from 'fastify-plugin';
import { registerCardPaymentRoutes } from './card-payments.routes';
import type { PaymentsContext } from './payments-context';
import { registerSandboxRoutes } from './sandbox.routes';
import { webhookRoutes } from './webhook.routes';

export type PaymentsPluginOptions = PaymentsContext;

/**
 * Buying Bagels by card: intents, the buyer's payment status, the provider's webhook (which credits
 * api's ledger with the service key), and, when the sandbox is the provider, its card confirmation.
 * Who is signed in comes from the app's authenticator, which the session plugin provides.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async function payments(app, context) {
    registerCardPaymentRoutes(app, context);
    await app.register(webhookRoutes, context);
    if (context.provider.kind === 'sandbox') registerSandboxRoutes(app, context, context.provider);
  },
  { name: 'payments', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
