import * as v from 'valibot';
import { MARKET_FEE_PERCENT, marketFeeOf } from '@bagel/assets-contract';
import { BagelAmount } from '@bagel/contract';
import { bagelsToHundredths, formatBagels, hundredthsToBagels } from '@bagel/util';

/** What a seller is told before publishing: the market's share, and what they get of a typed price (as the ledger pays it). */
export function feeNotice(price: number | null): string {
  const fee = `The market keeps ${MARKET_FEE_PERCENT}% of each sale.`;
  const parsed = price === null ? null : v.safeParse(BagelAmount, price);
  if (!parsed?.success) return `${fee} You receive the rest, for every buyer.`;
  const hundredths = bagelsToHundredths(parsed.output);
  return `${fee} You receive ${formatBagels(hundredthsToBagels(hundredths - marketFeeOf(hundredths)))} from each buyer.`;
}
