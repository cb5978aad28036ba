import { describe, expect, it } from 'vitest';
import { convertAmountText, nextAmountText, parseAmount } from './amount-text';

describe('amount text', () => {
  it('keeps digits with up to 2 decimals as they are typed', () => {
    for (const text of ['', '1', '12', '12.', '12.5', '12.50', '.5', '.']) expect(nextAmountText(text)).toBe(text);
  });

  it('truncates more decimals to 2, whether typed or pasted (spec §5)', () => {
    expect(nextAmountText('5.555')).toBe('5.55');
    expect(nextAmountText('12.505')).toBe('12.50');
    expect(nextAmountText('0.999')).toBe('0.99');
  });

  it('keeps the number an edit starts with, grouping dropped', () => {
    expect(nextAmountText('12a')).toBe('12');
    expect(nextAmountText('1e3')).toBe('1');
    expect(nextAmountText('5..')).toBe('5.');
    expect(nextAmountText(' 1,234.567 ')).toBe('1234.56');
  });

  it('turns text that starts with no number into 0 (spec §5)', () => {
    for (const text of ['abc', '-3', 'a5', '..', '$']) expect(nextAmountText(text)).toBe('0');
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
