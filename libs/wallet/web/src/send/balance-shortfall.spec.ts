import { describe, expect, it } from 'vitest';
import { balanceShortfall, shortfallMessage } from './balance-shortfall';

describe('balanceShortfall', () => {
  it('is null while the balance covers the amount, to the hundredth', () => {
    expect(balanceShortfall(1000, 1000, 'BGL')).toBeNull();
    expect(balanceShortfall(0.1 + 0.2, 0.3, 'BGL')).toBeNull();
    expect(balanceShortfall(12.5, 1000, 'USD')).toBeNull();
  });

  it('says what is missing in the current currency', () => {
    expect(balanceShortfall(1012.5, 1000, 'BGL')).toBe('🥯 12.50');
    expect(balanceShortfall(1000.01, 1000, 'BGL')).toBe('🥯 0.01');
    expect(balanceShortfall(1025, 1000, 'USD')).toBe('$1.00');
    expect(shortfallMessage('🥯 12.50')).toBe('You need 🥯 12.50 more');
  });

  it('rounds a USD shortfall up to the cent, so it never reads $0.00', () => {
    // $40.01 is 1,000.25 BGL; with 1,000.20 BGL the user is 0.05 BGL ($0.002) short.
    expect(balanceShortfall(1000.25, 1000.2, 'USD')).toBe('$0.01');
    expect(balanceShortfall(1000.26, 1000, 'USD')).toBe('$0.02');
  });
});
