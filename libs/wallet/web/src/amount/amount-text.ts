import { bagelsToUsd, plainTwoDecimals, toBagels, type Currency } from '@bagel/util';

/** Digits with an optional decimal part of up to 2 digits (spec §5 Transfer), while being typed: '', '12', '12.', '12.5'. */
const AMOUNT_TEXT = /^\d*(\.\d{0,2})?$/;

/** The number an edit starts with, once grouping (spaces, commas) is dropped: '1,234.567' → '1234.567'. */
const LEADING_NUMBER = /^\d*(\.\d*)?/;

/**
 * The text an amount field keeps after an edit, typed or pasted (spec §5): an edit that fits the rule as it is; else
 * the number it starts with, truncated to 2 decimals ('5.555' → '5.55', '12a' → '12'); text that starts with no number
 * becomes '0' ('abc').
 */
export function nextAmountText(edited: string): string {
  if (AMOUNT_TEXT.test(edited)) return edited;
  const [number = ''] = LEADING_NUMBER.exec(edited.replace(/[\s,]/g, '')) ?? [];
  if (!/\d/.test(number)) return '0';
  const [whole = '', decimals] = number.split('.');
  return decimals === undefined ? whole : `${whole}.${decimals.slice(0, 2)}`;
}

/** The number an amount text stands for; non-numeric text becomes 0. */
export function parseAmount(text: string): number {
  const value = AMOUNT_TEXT.test(text.trim()) ? Number.parseFloat(text) : Number.NaN;
  return Number.isFinite(value) ? value : 0;
}

/**
 * An amount typed in one currency, as text in another (the header's switch changed): converted, not
 * reinterpreted, to 2 decimals (spec §9). '25' BGL reads '1.00' in USD; an empty field stays empty.
 */
export function convertAmountText(text: string, from: Currency, to: Currency): string {
  if (from === to || text.trim() === '') return text;
  const bagels = toBagels(parseAmount(text), from);
  return plainTwoDecimals(to === 'USD' ? bagelsToUsd(bagels) : bagels);
}
