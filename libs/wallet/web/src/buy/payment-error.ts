import { PATHS } from '@bagel/contract';
/** Spec §5 Checkout and §8: every payment failure reads the same, whatever went wrong. */
export const PAYMENT_ERROR_MESSAGE = 'invalid payment details';

/** Where the user lands after paying; the return view reads both parameters. */
export function paymentReturnPath(bagels: number, paymentIntentId?: string): string {
  const search = new URLSearchParams({ amount: String(bagels) });
  if (paymentIntentId) search.set('payment_intent', paymentIntentId);
  return `${PATHS.buyBagels}?${search.toString()}`;
}

/** Keeps the cause for whoever debugs it: the user only ever sees the spec's one text. */
export function reportPaymentFailure(error: unknown): void {
  console.error('Payment failed', error);
}
