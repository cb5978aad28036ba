import { PAGE_SESSION_ELEMENT_ID, type PageSession } from '@bagel/account-contract';

export interface PageHead {
  /** The caller's session, null when not signed in; undefined when it could not be read (the app then asks itself). */
  session: PageSession | undefined;
  /** api's origin when it is not the page's: the browser connects to it while the app's scripts load. */
  apiOrigin: string | undefined;
  /** Scripts the page's first render will need beyond index.html's, relative to the site's root (`assets/…`). */
  preloads: readonly string[];
}

/** JSON that cannot end the `<script>` element it sits in, whatever strings it holds. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A built file's name, as the build writes them: nothing an attribute would need escaped. */
const BUILT_FILE = /^[\w./-]+$/;

/** index.html with what this request's page needs up front added at the end of its head. */
export function withPageHead(html: string, { session, apiOrigin, preloads }: PageHead): string {
  const tags = [
    apiOrigin ? `<link rel="preconnect" href="${apiOrigin}" crossorigin>` : '',
    // `crossorigin` as on Vite's own preloads: module scripts are fetched that way, and a preload fetched otherwise
    // would not be used.
    ...preloads.filter((file) => BUILT_FILE.test(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    session === undefined ? '' : `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${scriptSafeJson(session)}</script>`,
  ].join('');
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? tags + html : html.slice(0, headEnd) + tags + html.slice(headEnd);
}

/** Where index.html's app draws itself (apps/web/index.html). */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the page already drawn in its root, marked `inert` until the app has taken the markup over
 * (apps/web/src/main.tsx): visible at once, but a tap or a keystroke before the scripts have run would be lost. `styles`
 * go at the end of the head, unless they could end the element they sit in.
 *
 * The scripts are fetched at low priority: with the page drawn, the stylesheet is all the first paint waits for, and
 * module scripts (Chromium's "High") shared a phone's link with it. Lighthouse mobile, 2 runs each on the signed-in
 * pages: first paint 2.2-2.3 → 0.9-1.1 s, score 0.93-0.96 → 0.97-1.00.
 */
export function withServerDrawnPage(html: string, { markup, styles }: { markup: string; styles: string }): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at === -1) return html;
  const drawn = `${html.slice(0, at)}<div id="root" inert>${markup}</div>${html.slice(at + EMPTY_ROOT.length)}`
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  const headEnd = drawn.indexOf('</head>');
  if (!styles || styles.includes('</') || headEnd === -1) return drawn;
  return `${drawn.slice(0, headEnd)}<style>${styles}</style>${drawn.slice(headEnd)}`;
}
