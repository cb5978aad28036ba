/** Inputs the issue found answering 500, and their kin: NUL bytes, impossible dates, huge and negative numbers. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(5_000),
  '2023-02-31',
  '2023-13-01',
  '0000-00-00',
  '0000-01-01',
  '2023-02-31T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T25:61:00Z',
  '-1',
  '1e309',
  'NaN',
  '💥'.repeat(40),
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
];
export const HOSTILE_NUMBERS = [-1, 0, 0.001, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, 1.005, 1e-7];

/** Every hostile value the systematic pass puts into each field in turn; JSON-only ones are sent as text in a URL. */
export const HOSTILE_VALUES: readonly unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, true, null, {}, [], ['a\u0000']];

/** Bodies that are no object, not JSON, or nested 100,000 deep (200 kB: within any body limit). */
export const HOSTILE_BODIES = ['{"', 'null', '[]', '"text"', '{"a":' + '['.repeat(2_000), '['.repeat(100_000) + ']'.repeat(100_000)];

/**
 * A valid value made hostile: a NUL or thousands of characters after a prefix that passes the field's checks
 * (`pi_…`), which a hostile value alone would fail before it reached anything deeper.
 */
export const spoiled = (sample: unknown): unknown[] =>
  typeof sample === 'string' ? [`${sample}\u0000`, `${sample}${'x'.repeat(5_000)}`] : [];
