/**
 * `value` rounded up to hundredths, the precision the product shows estimates in (spec §9). Up, never to nearest:
 * an estimate is what a user agrees to pay, and rounding must never be what puts it below the charge.
 * Binary floating point makes 1.1 × 100 = 110.00000000000001; a product within a billionth of a whole number of
 * hundredths is that number, so such noise does not add a cent.
 */
export function roundUpToHundredths(value: number): number {
  const hundredths = value * 100;
  const nearest = Math.round(hundredths);
  const noise = Math.abs(hundredths - nearest) <= 1e-9 * Math.max(1, Math.abs(hundredths));
  return (noise ? nearest : Math.ceil(hundredths)) / 100;
}
