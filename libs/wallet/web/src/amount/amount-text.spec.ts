import { describe, expect, it } from 'vitest';
import { convertAmountText, nextAmountText, parseAmount } from './amount-text';

describe('amount text', () => {
  it('keeps digits with up to 2 decimals and refuses anything else', () => {
    expect(nextAmountText('12', '1')).toBe('12');
    expect(nextAmountText('12.', '12')).toBe('12.');
    expect(nextAmountText('12.50', '12.5')).toBe('12.50');
    expect(nextAmountText('12.505', '12.50')).toBe('12.50');
    expect(nextAmountText('12a', '12')).toBe('12');
    expect(nextAmountText('-3', '')).toBe('');
    expect(nextAmountText('1e3', '1')).toBe('1');
    expect(nextAmountText('', '5')).toBe('');
  });

  it('reads non-numeric text as 0', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('7.')).toBe(7);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('.')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('1e3')).toBe(0);
  });

  it('converts an amount between currencies to 2 decimals instead of reading it anew', () => {
    expect(convertAmountText('25', 'BGL', 'USD')).toBe('1.00');
    expect(convertAmountText('1.00', 'USD', 'BGL')).toBe('25.00');
    expect(convertAmountText('12.3', 'BGL', 'USD')).toBe('0.49');
    expect(convertAmountText('0.01', 'USD', 'BGL')).toBe('0.25');
    expect(convertAmountText('12.3', 'BGL', 'BGL')).toBe('12.3');
    expect(convertAmountText('', 'BGL', 'USD')).toBe('');
  });
});
