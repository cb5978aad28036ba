import { join } from 'node:path';
import type { Database } from '@bagel/db';
import { readOrCreateSecret, urlFrom } from '@bagel/server-kit';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider, type StripeProvider, type StripeSettings } from './stripe-provider';

export type PaymentSettings = ({ provider: 'stripe' } & StripeSettings) | { provider: 'sandbox'; webhookSecret: string };
export type ConfiguredPaymentProvider = StripeProvider | SandboxProvider;

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Stripe when all three of its keys are set; otherwise the embedded sandbox, whose webhook secret is
 * generated into `<secretsDir>/sandbox-webhook-secret` on first start. Some but not all Stripe keys is
 * a mistake worth stopping for, not a silent fall back to the sandbox.
 */
export function paymentSettingsFrom(env: NodeJS.ProcessEnv, secretsDir: string): PaymentSettings {
  const missing = STRIPE_KEYS.filter((name) => !env[name]);
  if (missing.length === STRIPE_KEYS.length) {
    return { provider: 'sandbox', webhookSecret: readOrCreateSecret(join(secretsDir, 'sandbox-webhook-secret'), undefined) };
  }
  if (missing.length > 0) throw new Error(`Stripe needs ${STRIPE_KEYS.join(', ')}; missing ${missing.join(', ')}`);
  return {
    provider: 'stripe',
    secretKey: env['STRIPE_SECRET_KEY'] ?? '',
    publishableKey: env['STRIPE_PUBLISHABLE_KEY'] ?? '',
    webhookSecret: env['STRIPE_WEBHOOK_SECRET'] ?? '',
    apiUrl: env['STRIPE_API_URL'] ? urlFrom(env, 'STRIPE_API_URL', '') : undefined,
  };
}

export function createPaymentProvider(settings: PaymentSettings, db: Database): ConfiguredPaymentProvider {
  return settings.provider === 'stripe'
    ? createStripeProvider(settings)
    : createSandboxProvider({ db, webhookSecret: settings.webhookSecret });
}
