/**
 * A whole number with en-US thousands separators: 10000000 → "10,000,000". Written out rather than
 * `toLocaleString('en-US')`: the first number format a page makes loads ICU's locale data, about 30 ms of main thread
 * on this machine and 120 ms on Lighthouse's phone, before the page can paint; the contracts' messages name their
 * limits as their modules load.
 */
export function groupThousands(whole: number | string): string {
  const digits = String(whole);
  const sign = digits.startsWith('-') ? '-' : '';
  const unsigned = sign ? digits.slice(1) : digits;
  return sign + unsigned.replace(/\B(?=(\d{3})+$)/g, ',');
}
