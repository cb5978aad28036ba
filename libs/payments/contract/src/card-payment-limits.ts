/** The card payment's bounds (spec §9). */
/** Stripe's minimum charge, in USD; amounts are whole cents. */
export const MIN_CARD_PAYMENT_USD = 0.5;
/** One card payment at most; larger sums are a support conversation, not a checkout. */
export const MAX_CARD_PAYMENT_USD = 10_000;
