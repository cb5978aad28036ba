import fc from 'fast-check';
import { expect, it } from 'vitest';
import { groupThousands } from '@bagel/contract';
import { twoDecimals } from './money';

// What twoDecimals replaced: the platform's formatter, which it must match digit for digit.
const INTL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RUNS = { numRuns: 5000 };

it('writes every amount of hundredths as Intl.NumberFormat does', () => {
  fc.assert(
    fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (hundredths) => {
      expect(twoDecimals(hundredths / 100)).toBe(INTL.format(hundredths / 100));
    }),
    RUNS,
  );
});

it('rounds any double as Intl.NumberFormat does, halves away from zero', () => {
  fc.assert(
    fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
      const expected = INTL.format(value);
      // Intl keeps the sign of an amount that rounds to zero ("-0.00"); twoDecimals drops it.
      expect(twoDecimals(value)).toBe(expected === '-0.00' ? '0.00' : expected);
    }),
    RUNS,
  );
  for (const value of [0.125, -0.125, 1.005, 2.675, -1.045, 99.995, 999.995, 1e21, 1.5e21, 1e-7, 0.005, -0.004, -0]) {
    expect(twoDecimals(value)).toBe(INTL.format(value) === '-0.00' ? '0.00' : INTL.format(value));
  }
});

it('writes what is not a number as Intl.NumberFormat does', () => {
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
    expect(twoDecimals(value)).toBe(INTL.format(value));
  }
});

it('groups a whole number by thousands as en-US does', () => {
  fc.assert(
    fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (whole) => {
      expect(groupThousands(whole)).toBe(whole.toLocaleString('en-US'));
    }),
    RUNS,
  );
});
