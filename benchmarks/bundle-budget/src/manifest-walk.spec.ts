import { describe, expect, it } from 'vitest';
import { htmlEntryKey, staticClosure, type Manifest } from './manifest-walk';

/** The shape Vite writes: the entry and a page share a chunk that imports the entry back; the page is lazy. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js', '_Box-C3.js'],
    dynamicImports: ['src/pages/landing.tsx'],
    css: ['assets/index-D4.css'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_Box-C3.js': { file: 'assets/Box-C3.js', imports: ['_react-B2.js', 'index.html'] },
  'src/pages/landing.tsx': {
    file: 'assets/landing-E5.js',
    imports: ['_Box-C3.js', '_form-F6.js'],
    dynamicImports: ['_stripe-G7.js'],
    css: ['assets/landing-H8.css'],
  },
  '_form-F6.js': { file: 'assets/form-F6.js', imports: ['_react-B2.js'], css: ['assets/landing-H8.css'] },
  '_stripe-G7.js': { file: 'assets/stripe-G7.js' },
};

describe('the manifest walk', () => {
  it('finds the chunk index.html loads', () => {
    expect(htmlEntryKey(manifest)).toBe('index.html');
    expect(() => htmlEntryKey({ 'src/main.tsx': { file: 'assets/main.js', isEntry: true } })).toThrow('no HTML entry');
  });

  it('takes the entry and its static imports, once each and through cycles, but no lazy import', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual({
      js: ['assets/index-A1.js', 'assets/react-B2.js', 'assets/Box-C3.js'],
      css: ['assets/index-D4.css'],
    });
  });

  it('adds what a lazily loaded page imports statically, with its CSS, and nothing it loads later', () => {
    const page = staticClosure(manifest, ['index.html', 'src/pages/landing.tsx']);
    expect(page.js.sort()).toEqual([
      'assets/Box-C3.js',
      'assets/form-F6.js',
      'assets/index-A1.js',
      'assets/landing-E5.js',
      'assets/react-B2.js',
    ]);
    expect(page.css.sort()).toEqual(['assets/index-D4.css', 'assets/landing-H8.css']);
  });

  it('names a key the manifest lacks', () => {
    expect(() => staticClosure(manifest, ['src/pages/missing.tsx'])).toThrow('the manifest has no chunk src/pages/missing.tsx');
  });
});
