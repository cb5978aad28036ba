import { describe, expect, it } from 'vitest';
import { feeNotice } from './fee-notice';

describe('feeNotice', () => {
  it('says what the seller receives of a price, rounded as the ledger pays it', () => {
    expect(feeNotice(12)).toBe('The market keeps 10% of each sale. You receive 🥯 10.80 from each buyer.');
    // The fee of 0.99 is 0.099, rounded down to 0.09.
    expect(feeNotice(0.99)).toBe('The market keeps 10% of each sale. You receive 🥯 0.90 from each buyer.');
    // Too small a price to have a fee.
    expect(feeNotice(0.05)).toBe('The market keeps 10% of each sale. You receive 🥯 0.05 from each buyer.');
  });

  it('says only the share while there is no price the market would take', () => {
    for (const price of [null, 0, -3, 0.001, Number.NaN])
      expect(feeNotice(price)).toBe('The market keeps 10% of each sale. You receive the rest, for every buyer.');
  });
});
