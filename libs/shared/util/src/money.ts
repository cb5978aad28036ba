import { BAGELS_PER_USD, groupThousands } from '@bagel/contract';

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

const TWO_DECIMAL_OPTIONS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * 1234.5 → "1,234.50": grouped, always two decimals, whatever the machine's locale. Rounded as `Intl.NumberFormat`
 * rounds (the shortest decimal that reads back as the number, halves away from zero: 1.005 → "1.01") but written out:
 * the first `Intl.NumberFormat` loads ICU's locale data, which cost every signed-in page about 120 ms of Lighthouse's
 * phone before its first paint (and `toLocaleString` with options built a formatter per call, 2% of a busy api's CPU).
 * An amount that rounds to zero has no minus sign. NaN, infinities and numbers from 1e21, which have no plain
 * digits, are left to the platform.
 */
export function twoDecimals(value: number): string {
  const magnitude = String(Math.abs(value));
  // Below 1e-6 the shortest form is an exponent (5e-324): an amount that rounds to zero.
  if (magnitude.includes('e-')) return '0.00';
  if (!/^\d+(\.\d+)?$/.test(magnitude)) return value.toLocaleString('en-US', TWO_DECIMAL_OPTIONS);
  const [whole = '0', fraction = ''] = magnitude.split('.');
  let hundredths = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') hundredths += 1n;
  const digits = hundredths.toString().padStart(3, '0');
  const text = `${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
  return value < 0 && hundredths !== 0n ? `-${text}` : text;
}

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
