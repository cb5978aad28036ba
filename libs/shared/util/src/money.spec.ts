import { describe, expect, it } from 'vitest';
import {
  bagelsToHundredths,
  bagelsToUsd,
  bglText,
  formatBagels,
  formatMoney,
  formatUsd,
  hundredthsToBagels,
  plainBglText,
  plainTwoDecimals,
  toBagels,
  usdCentsToHundredths,
  usdToBagels,
} from './money';

describe('money', () => {
  it('converts BGL to integer hundredths and back without float noise', () => {
    expect(bagelsToHundredths(12.5)).toBe(1250);
    expect(bagelsToHundredths(0.1 + 0.2)).toBe(30);
    expect(bagelsToHundredths(1_000_000.01)).toBe(100_000_001);
    expect(hundredthsToBagels(1250)).toBe(12.5);
    expect(hundredthsToBagels(1234n)).toBe(12.34);
    expect(() => bagelsToHundredths(1e300)).toThrow(RangeError);
  });

  it('converts at 25 BGL per USD', () => {
    expect(usdToBagels(1)).toBe(25);
    expect(usdToBagels(0.5)).toBe(12.5);
    expect(bagelsToUsd(12.5)).toBe(0.5);
    expect(bagelsToUsd(1)).toBe(0.04);
    expect(usdCentsToHundredths(50)).toBe(1250);
  });

  it('formats to 2 decimals with the bagel emoji or a dollar sign', () => {
    expect(formatBagels(1234.5)).toBe('🥯 1,234.50');
    expect(formatUsd(0.5)).toBe('$0.50');
  });

  it('names hundredths as BGL with two decimals and thousands separators, as server messages do', () => {
    expect([bglText(1), bglText(12_50), bglText(1_234_567_89)]).toEqual(['0.01 BGL', '12.50 BGL', '1,234,567.89 BGL']);
  });

  it('keeps the ungrouped form for amount fields and the job and deployment messages', () => {
    expect([plainTwoDecimals(1234.5), plainTwoDecimals(0.1 + 0.2), plainTwoDecimals(-3)]).toEqual(['1234.50', '0.30', '-3.00']);
    expect([plainBglText(1), plainBglText(12_50), plainBglText(1_234_567_89)]).toEqual(['0.01 BGL', '12.50 BGL', '1234567.89 BGL']);
  });

  it('formats a negative dollar amount with the sign first', () => {
    expect(formatUsd(-0.5)).toBe('-$0.50');
  });

  it('reads and shows amounts in the chosen currency', () => {
    expect(toBagels(12.5, 'BGL')).toBe(12.5);
    expect(toBagels(0.5, 'USD')).toBe(12.5);
    expect(toBagels(0.01, 'USD')).toBe(0.25);
    expect(formatMoney(1000, 'BGL')).toBe('🥯 1,000.00');
    expect(formatMoney(1000, 'USD')).toBe('$40.00');
    expect(formatMoney(12.5, 'USD')).toBe('$0.50');
  });
});
