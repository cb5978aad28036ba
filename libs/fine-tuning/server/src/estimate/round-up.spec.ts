import { describe, expect, it } from 'vitest';
import { roundUpToHundredths } from './round-up';

describe('roundUpToHundredths', () => {
  it('rounds any fraction of a hundredth up', () => {
    expect(roundUpToHundredths(0.4165)).toBe(0.42);
    expect(roundUpToHundredths(0.411)).toBe(0.42);
    expect(roundUpToHundredths(0.049)).toBe(0.05);
    expect(roundUpToHundredths(12.000001)).toBe(12.01);
  });

  it('keeps values already in hundredths, floating-point noise included', () => {
    expect(1.1 * 100).not.toBe(110);
    expect(roundUpToHundredths(1.1)).toBe(1.1);
    expect(roundUpToHundredths(0.1 + 0.25)).toBe(0.35);
    expect(roundUpToHundredths(0)).toBe(0);
    expect(roundUpToHundredths(3_000_000)).toBe(3_000_000);
  });
});
