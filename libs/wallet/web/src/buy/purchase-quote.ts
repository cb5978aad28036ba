import type { RuntimeConfig } from '@bagel/account-contract';
import { BAGELS_PER_USD } from '@bagel/contract';
import { MAX_CARD_PAYMENT_USD, MIN_CARD_PAYMENT_USD } from '@bagel/payments-contract';
import { bagelsToHundredths, bagelsToUsd, formatBagels, formatMoney, formatUsd, usdToBagels, type Currency } from '@bagel/util';
import { parseAmount } from '../amount/amount-text';

type PaymentProvider = RuntimeConfig['payments']['provider'];

/** What a purchase costs and brings, or why it cannot be bought. */
export interface PurchaseQuote {
  bagels: number;
  usd: number;
  /** Why the card cannot be charged this amount; null when it can. */
  problem: string | null;
}

const MIN_BAGELS = usdToBagels(MIN_CARD_PAYMENT_USD);
const MAX_BAGELS = usdToBagels(MAX_CARD_PAYMENT_USD);

const CENTS_RULE =
  `at least ${formatUsd(MIN_CARD_PAYMENT_USD)} and only whole cents: ` +
  `at ${BAGELS_PER_USD} Bagels per US dollar, Bagels are sold in steps of 0.25 (one cent).`;

/** Explained on the page: the card rules, in the user's terms; Stripe is named only when it takes the payment. */
export const purchaseRule = (provider: PaymentProvider): string =>
  provider === 'stripe'
    ? `Card payments are processed by Stripe, which charges ${CENTS_RULE}`
    : `This is a sandbox: no card is really charged. A payment is ${CENTS_RULE}`;

/** The amounts offered with one click, in Bagels; shown in the switch's currency ($4, $10, $20, $40). */
export const PRESET_BAGELS = [100, 250, 500, 1000] as const;

/** The smallest and largest payment (the create-payment-intent schema's bounds), in the switch's currency. */
export const purchaseLimits = (currency: Currency): string =>
  `Between ${formatMoney(MIN_BAGELS, currency)} and ${formatMoney(MAX_BAGELS, currency)} per payment.`;

/** Turns the typed amount (in the switch's currency) into the price and the Bagels, checking Stripe's rules. */
export function purchaseQuote(amountText: string, currency: Currency): PurchaseQuote {
  const amount = parseAmount(amountText);
  const bagels = currency === 'USD' ? usdToBagels(amount) : amount;
  const usd = currency === 'USD' ? amount : bagelsToUsd(amount);
  if (amount <= 0) return { bagels, usd, problem: 'Enter the amount you want to buy.' };
  // One cent buys 0.25 BGL: any other BGL amount would need a fraction of a cent.
  if (currency === 'BGL' && bagelsToHundredths(bagels) % BAGELS_PER_USD !== 0) {
    return { bagels, usd, problem: 'Bagels are sold in steps of 0.25 (one cent), e.g. 100, 100.25 or 100.50.' };
  }
  if (usd < MIN_CARD_PAYMENT_USD) {
    return { bagels, usd, problem: `The minimum purchase is ${formatUsd(MIN_CARD_PAYMENT_USD)} (${formatBagels(MIN_BAGELS)}).` };
  }
  if (usd > MAX_CARD_PAYMENT_USD) {
    return { bagels, usd, problem: `The maximum purchase is ${formatUsd(MAX_CARD_PAYMENT_USD)} (${formatBagels(MAX_BAGELS)}).` };
  }
  return { bagels, usd, problem: null };
}
