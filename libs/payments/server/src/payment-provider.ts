import type { PaymentStatus } from '@bagel/payments-contract';

/** A PaymentIntent as edge needs it, whichever processor holds it. */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amountUsdCents: number;
  status: PaymentStatus;
  /** From the intent's metadata: the session user who pays. */
  userId: string | null;
}

/** A webhook event whose signature checked out. `intent` is set for `payment_intent.succeeded`, the one event edge acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  intent: { id: string; amountUsdCents: number; userId: string | null } | null;
}

/** The port: Stripe, or the embedded sandbox that follows the same intent → confirm → signed webhook flow. */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** What the browser needs to load the provider's card form (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(request: { amountUsdCents: number; userId: string }): Promise<PaymentIntent>;
  /** Undefined when the provider has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent | undefined>;
  /** Checks the signature over the exact bytes received; throws {@link InvalidWebhookError} when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** A webhook body that is not a signed, well-formed event; `field` names the part at fault, as a 400 does. */
export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
  readonly field: string | undefined;

  constructor(message: string, options?: ErrorOptions & { field?: string | undefined }) {
    super(message, options);
    this.field = options?.field;
  }
}
