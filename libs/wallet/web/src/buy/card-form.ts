import { formatUsd } from '@bagel/util';
import type { PurchaseQuote } from './purchase-quote';

/** What the buy page gives either card form (the sandbox's or Stripe's). */
export interface CardFormProps {
  /** Reveals the amount's problem, if any, and returns the quote only when it can be charged. */
  checkAmount: () => PurchaseQuote | null;
  /** What the card would be charged, in USD; null while the amount cannot be. */
  total: number | null;
}

/** 'Pay' (spec §2), with the charge once it is known: 'Pay $10.00'. */
export const payLabel = (total: number | null): string => (total === null ? 'Pay' : `Pay ${formatUsd(total)}`);
