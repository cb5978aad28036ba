import { BAGELS_PER_USD } from '@bagel/contract';

/**
 * Money is stored as integer hundredths of a Bagel ("cents" of BGL). These are the only conversions
 * between that, BGL as people type it, and USD at 25 BGL = 1 USD.
 */

/** 12.5 BGL → 1250. Rounds away float noise (0.1 + 0.2), never real fractions of a hundredth. */
export function bagelsToHundredths(bagels: number): number {
  const hundredths = Math.round(bagels * 100);
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Amount out of range: ${bagels}`);
  return hundredths;
}

/** 1250 → 12.5 */
export const hundredthsToBagels = (hundredths: number | bigint): number => Number(hundredths) / 100;

/** $1.00 → 25 BGL */
export const usdToBagels = (usd: number): number => Math.round(usd * BAGELS_PER_USD * 100) / 100;

/** 25 BGL → $1.00; rounded to whole cents. */
export const bagelsToUsd = (bagels: number): number => Math.round((bagels / BAGELS_PER_USD) * 100) / 100;

/** USD whole cents → BGL hundredths (1 cent = 25 hundredths of a Bagel). */
export const usdCentsToHundredths = (usdCents: number): number => usdCents * BAGELS_PER_USD;

export const BAGEL_SYMBOL = '🥯';

/**
 * One formatter for every amount: `toLocaleString` with options builds a new one per call, 2% of a busy api's CPU
 * where each transfer's notification names its amount.
 */
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50": grouped, always two decimals, whatever the machine's locale. */
export const twoDecimals = (value: number): string => TWO_DECIMALS.format(value);

/**
 * 1234.5 → "1234.50": two decimals, never grouped. What an amount field holds (typed text allows no commas), and
 * the form the wizard's estimate and the job and deployment messages have always shown.
 */
export const plainTwoDecimals = (value: number): string => value.toFixed(2);

/** "🥯 1,234.50" */
export const formatBagels = (bagels: number): string => `${BAGEL_SYMBOL} ${twoDecimals(bagels)}`;

/** 1250 hundredths → "12.50 BGL": how the servers' messages name an amount. */
export const bglText = (hundredths: number): string => `${twoDecimals(hundredthsToBagels(hundredths))} BGL`;

/** 123450 hundredths → "1234.50 BGL": a training job's events and a deployment's spend-cap texts, ungrouped. */
export const plainBglText = (hundredths: number): string => `${plainTwoDecimals(hundredthsToBagels(hundredths))} BGL`;

/** "$1,234.50"; "-$0.50" below zero. */
export const formatUsd = (usd: number): string => `${usd < 0 ? '-' : ''}$${twoDecimals(Math.abs(usd))}`;

/** The two ways a user can see amounts (the header's currency switch). */
export const CURRENCIES = ['BGL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount the user typed in their currency, in BGL: USD is multiplied by 25. */
export const toBagels = (amount: number, currency: Currency): number => (currency === 'USD' ? usdToBagels(amount) : amount);

/** A BGL amount shown in the user's currency: "🥯 1,234.50" or "$49.38". */
export const formatMoney = (bagels: number, currency: Currency): string =>
  currency === 'USD' ? formatUsd(bagelsToUsd(bagels)) : formatBagels(bagels);
