import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_ELEMENT_ID, type SessionPayload } from '@bagel/account-contract';
import { withPageHead, withServerDrawnPage } from './page-head';

const PAGE = '<!doctype html><html><head><title>Bagel</title></head><body><div id="root"></div></body></html>';
const SESSION = {
  user: { id: '0b6f3c1e-8d7a-4c3e-9a51-2f0e1d3c4b5a', name: '</script><script>alert(1)</script><!--' },
  apiKey: 'key-123',
} as unknown as SessionPayload;

/** The text of the session element, as a browser's parser would end it: at the first `</script`. */
const elementText = (html: string) =>
  html.split(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">`)[1]?.split('</script')[0];

describe('withPageHead', () => {
  it('puts the session in a JSON element at the end of the head, whatever its strings hold', () => {
    const page = withPageHead(PAGE, { session: SESSION, apiOrigin: undefined, preloads: [] });
    expect(page.startsWith('<!doctype html><html><head><title>Bagel</title><script type="application/json"')).toBe(true);
    expect(page.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
    const text = elementText(page) ?? '';
    expect(text).not.toMatch(/<!--|<\/script/i);
    expect(JSON.parse(text)).toEqual(SESSION);
  });

  it('says null when signed out, nothing when the session could not be read, and preconnects to another api origin', () => {
    expect(elementText(withPageHead(PAGE, { session: null, apiOrigin: undefined, preloads: [] }))).toBe('null');
    const unknown = withPageHead(PAGE, { session: undefined, apiOrigin: 'https://api.example.test', preloads: [] });
    expect(unknown).toBe(PAGE.replace('</head>', '<link rel="preconnect" href="https://api.example.test" crossorigin></head>'));
  });

  it('preloads the scripts it is given, after what is there, and no name an attribute would have to escape', () => {
    const page = withPageHead(PAGE, { session: undefined, apiOrigin: undefined, preloads: ['assets/a-1.js', 'assets/"b.js'] });
    expect(page).toBe(PAGE.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/a-1.js"></head>'));
  });
});

describe('withServerDrawnPage', () => {
  it('puts the markup in the root, inert, the styles at the end of the head, and the scripts after them', () => {
    const page = PAGE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-2.js"></head>',
    );
    const drawn = withServerDrawnPage(page, { markup: '<main>$& $1 drawn</main>', styles: '.a{color:red}' });
    expect(drawn).toBe(
      '<!doctype html><html><head><title>Bagel</title>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-2.js">' +
        '<style>.a{color:red}</style></head><body><div id="root" inert><main>$& $1 drawn</main></div></body></html>',
    );
  });

  it('leaves out styles that could end their element, and a page without the empty root as it is', () => {
    const drawn = withServerDrawnPage(PAGE, { markup: '<main></main>', styles: '.a{}</style><script>alert(1)</script>' });
    expect(drawn).not.toContain('<style>');
    expect(drawn).toContain('<div id="root" inert><main></main></div>');
    const other = PAGE.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(withServerDrawnPage(other, { markup: '<main></main>', styles: '' })).toBe(other);
  });
});
