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
