import { bagelsToHundredths, formatBagels, formatUsd, hundredthsToBagels, usdCentsToHundredths, type Currency } from '@bagel/util';

/**
 * How much an amount exceeds the balance, in the user's currency, or null when the balance covers it.
 * Counted in whole hundredths, and rounded up to the cent in USD, so a real shortfall never reads 0.00.
 */
export function balanceShortfall(bagels: number, balance: number, currency: Currency): string | null {
  const missing = bagelsToHundredths(bagels) - bagelsToHundredths(balance);
  if (missing <= 0) return null;
  return currency === 'USD' ? formatUsd(Math.ceil(missing / usdCentsToHundredths(1)) / 100) : formatBagels(hundredthsToBagels(missing));
}

/** The amount field's error while the amount exceeds the balance. */
export const shortfallMessage = (shortfall: string) => `You need ${shortfall} more`;
