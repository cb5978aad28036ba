import { bagelsToUsd, toBagels, type Currency } from '@bagel/util';

/** Digits with an optional decimal part of up to 2 digits (spec §5 Transfer), while being typed: '', '12', '12.', '12.5'. */
const AMOUNT_TEXT = /^\d*(\.\d{0,2})?$/;

/** The text an amount field keeps after an edit: the edit if it fits the rule, otherwise what was there before. */
export function nextAmountText(edited: string, previous: string): string {
  return AMOUNT_TEXT.test(edited) ? edited : previous;
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
  return (to === 'USD' ? bagelsToUsd(bagels) : bagels).toFixed(2);
}
