export { paymentsPlugin, type PaymentsPluginOptions } from './payments.plugin';
export { paymentsMigrations } from './payments.migrations';
export { paymentSettingsFrom, createPaymentProvider, type PaymentSettings, type ConfiguredPaymentProvider } from './payment-settings';
export { createStripeProvider, type StripeProvider, type StripeSettings } from './stripe-provider';
export { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
export { InvalidWebhookError, type PaymentEvent, type PaymentIntent, type PaymentProvider } from './payment-provider';
export { checkCard, type CardDetails, type CardVerdict } from './card-check';
