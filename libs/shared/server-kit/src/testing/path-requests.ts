import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-context';
import { sometimes } from './route-requests';

/** Path segments that probe a file server or router: NULs, broken escapes, dot segments, hidden files, long names. */
const HOSTILE_SEGMENTS = [
  '',
  'index.html',
  'assets',
  'favicon.svg',
  '.env',
  '..',
  '%2e%2e',
  '..%2f..%2fpackage.json',
  '%00',
  'index.html%00.js',
  '%E0%A4%A',
  '%',
  '%zz',
  '%2F',
  '%5C',
  ';a=b',
  'x'.repeat(300),
  'a/'.repeat(1_100),
  '%F0%9F%92%A5',
];

/**
 * Random GET and HEAD requests for paths under `prefixes`, for the routes an app serves beside its contract (a web
 * app's files and pages, an API reference): hostile segments, random escaped text, now and then thousands of characters.
 */
export function pathRequests(prefixes: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 12 }).map(encodeURIComponent), weight: 1 },
  );
  return fc
    .record({
      method: fc.constantFrom('GET' as const, 'HEAD' as const),
      prefix: fc.constantFrom(...prefixes),
      segments: fc.array(segment, { maxLength: 5 }),
      padding: fc.oneof({ arbitrary: fc.constant(0), weight: 8 }, { arbitrary: fc.constantFrom(2_049, 5_000, 60_000), weight: 1 }),
      query: sometimes(fc.constantFrom('a=%00', 'a=%E0%A4%A', 'a=1&a=2', '%=%'), 2),
      accept: fc.constantFrom('text/html,*/*;q=0.8', '*/*', 'application/json', 'image/*', ''),
    })
    .map(({ method, prefix, segments, padding, query, accept }): FuzzRequest => ({
      method,
      url: `${prefix}${segments.join('/')}${'p'.repeat(padding)}${query ? `?${query}` : ''}`,
      headers: accept ? { accept } : {},
    }));
}
