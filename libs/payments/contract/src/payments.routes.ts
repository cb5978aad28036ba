import * as v from 'valibot';
import { defineRoute, groupThousands } from '@bagel/contract';
import { MAX_CARD_PAYMENT_USD, MIN_CARD_PAYMENT_USD } from './card-payment-limits';

const wholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const UsdAmount = v.pipe(
  v.number('Amount must be a number'),
  v.finite('Amount must be a number'),
  v.minValue(MIN_CARD_PAYMENT_USD, `The minimum card payment is $${MIN_CARD_PAYMENT_USD.toFixed(2)}`),
  v.maxValue(MAX_CARD_PAYMENT_USD, `The maximum card payment is $${groupThousands(MAX_CARD_PAYMENT_USD)}`),
  v.check(wholeCents, 'Amount must be in whole cents'),
);

/** The amount is in USD; Bagels are credited at 25 per dollar once the payment is confirmed. */
export const createPaymentIntent = defineRoute({
  method: 'POST',
  path: '/api/create-payment-intent',
  summary: 'Start a card payment for Bagels',
  tag: 'payments',
  access: 'session',
  body: v.object({ amount: UsdAmount }),
  response: v.object({ clientSecret: v.string() }),
  errors: [502],
});

/**
 * The card rules of the embedded sandbox's processor, which its card form also checks as the user types
 * (Stripe Elements checks its own fields). Card numbers may be 12 to 19 digits.
 */
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CVC_PATTERN = /^\d{3,4}$/;

/** The Luhn checksum every card number carries in its last digit; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (`expYear` in four digits). */
export const isCardExpired = (expMonth: number, expYear: number, now: Date): boolean =>
  expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);

/**
 * The embedded sandbox's stand-in for Stripe's confirmCardPayment; only served when the sandbox is on.
 * The card itself (Luhn, expiry, CVC) is checked by the processor, so any bad card is a 402
 * 'invalid payment details' like a decline, never a field error that tells which part was wrong.
 */
export const confirmSandboxPayment = defineRoute({
  method: 'POST',
  path: '/api/payments/sandbox/confirm',
  summary: 'Confirm a sandbox payment with a test card',
  tag: 'payments',
  access: 'session',
  body: v.object({
    client_secret: v.pipe(v.string('client_secret is required'), v.nonEmpty('client_secret is required'), v.maxLength(200)),
    card_number: v.pipe(v.string('Card number is required'), v.maxLength(30, 'Card number is too long')),
    exp_month: v.pipe(
      v.number('Expiry month is required'),
      v.integer(),
      v.minValue(1, 'Expiry month must be 1 to 12'),
      v.maxValue(12, 'Expiry month must be 1 to 12'),
    ),
    exp_year: v.pipe(
      v.number('Expiry year is required'),
      v.integer(),
      v.minValue(2000, 'Expiry year is not valid'),
      v.maxValue(2100, 'Expiry year is not valid'),
    ),
    cvc: v.pipe(v.string('CVC is required'), v.maxLength(10, 'CVC is too long')),
  }),
  response: v.object({ status: v.literal('succeeded'), payment_intent: v.string() }),
  /** 502: the payment went through but its Bagels could not be credited yet; confirming again retries. */
  errors: [402, 404, 502],
});

/**
 * The payment provider's signed events (Stripe's, or the sandbox's through the same handler). The body
 * is read raw, as the signature covers its exact bytes; `stripe-signature` carries the signature.
 */
export const receivePaymentWebhook = defineRoute({
  method: 'POST',
  path: '/api/payments/webhook',
  summary: "The payment provider's signed webhook events",
  tag: 'payments',
  access: 'public',
  response: v.object({ received: v.literal(true) }),
  errors: [400, 502],
});

export const PAYMENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'canceled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the buy page shows after the return: whether the Bagels have arrived. */
export const getPaymentStatus = defineRoute({
  method: 'GET',
  path: '/api/payments/{paymentIntentId}',
  summary: "A card payment's status and whether its Bagels were credited",
  tag: 'payments',
  access: 'session',
  params: v.object({ paymentIntentId: v.pipe(v.string(), v.regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'paymentIntentId is not valid')) }),
  response: v.object({
    status: v.picklist(PAYMENT_STATUSES),
    amount_usd: v.number(),
    bagels: v.number(),
    credited: v.boolean(),
  }),
  errors: [404],
});
