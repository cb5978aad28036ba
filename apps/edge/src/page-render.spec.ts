import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PRELOADS, signUp, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';
import { SERVER_ENTRY_FILE } from './page-render';

const HTML = { accept: 'text/html' };
/** What Chromium on a phone says (Lighthouse's Moto G Power), and on a desktop. */
const PHONE = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/130.0 Mobile Safari/537.36' };
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
const SHELL_STYLES = '.shell{display:grid}';

/** A server entry as the web build writes one, that draws what it was asked, fails on /broken, and leaves /decide. */
const serverEntry = (label: string) => `
export async function renderPage(url, session) {
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('the page could not be drawn');
  if (pathname === '/decide') return undefined;
  return '<main>${label} ' + pathname + ' for ' + session.user.username + '</main>';
}
`;

let edge: EdgeTestApp;
let cookie: string;
let entryFile: string;
beforeAll(async () => {
  edge = await startEdgeTestApp();
  const dist = edge.config.webDist;
  entryFile = join(dist, SERVER_ENTRY_FILE);
  mkdirSync(join(entryFile, '..'), { recursive: true });
  writeFileSync(entryFile, serverEntry('drawn'));
  writeFileSync(join(dist, 'assets', 'signed-in-shell-C4x1.css'), SHELL_STYLES);
  const preloads = { ...PAGE_PRELOADS, signedInStyles: ['assets/signed-in-shell-C4x1.css', '../.env'] };
  writeFileSync(join(dist, '.vite', 'page-preloads.json'), JSON.stringify(preloads));
  ({ cookie } = await signUp(edge.app, 'drawn_page_user'));
});
afterAll(() => edge.close());

const page = (url: string, headers: Record<string, string>) => edge.app.inject({ url, headers: { ...HTML, ...headers } });
const rootOf = (body: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(body)?.[0];

describe('pages drawn on the server', () => {
  it("draws a signed-in phone's page inert, with the shell's styles, and says the page varies by device", async () => {
    const response = await page('/dashboard?tab=1', { ...PHONE, cookie });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<div id="root" inert><main>drawn /dashboard for drawn_page_user</main></div>');
    expect(response.body).toContain(`<style>${SHELL_STYLES}</style></head>`);
    // Only the build's own stylesheets: a listed name outside assets/ is not read.
    expect(response.body).not.toContain('SECRET');
    expect(response.headers['vary']).toMatch(/user-agent/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("takes Chromium's client hint for a phone too", async () => {
    const response = await page('/buy-bagels', { ...DESKTOP, 'sec-ch-ua-mobile': '?1', cookie });
    expect(rootOf(response.body)).toBe('<div id="root" inert><main>drawn /buy-bagels for drawn_page_user</main></div>');
  });

  it('leaves the page for the browser to draw on a desktop, for a visitor not signed in, and when the entry says so', async () => {
    for (const headers of [{ ...DESKTOP, cookie }, { ...DESKTOP, 'sec-ch-ua-mobile': '?0', cookie }, PHONE]) {
      const response = await page('/dashboard', headers);
      expect(rootOf(response.body), JSON.stringify(headers)).toBe('<div id="root"></div>');
      expect(response.body).not.toContain('<style>');
    }
    expect(rootOf((await page('/decide', { ...PHONE, cookie })).body)).toBe('<div id="root"></div>');
  });

  it('sends the page for the browser to draw when drawing it fails', async () => {
    const response = await page('/broken', { ...PHONE, cookie });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<div id="root"></div>');
  });

  it('uses a rebuilt server entry without a restart, and none once it is gone', async () => {
    writeFileSync(entryFile, serverEntry('rebuilt'));
    // A rebuild writes a new file; the same second's mtime must not hide it.
    const later = new Date(Date.now() + 5_000);
    utimesSync(entryFile, later, later);
    expect(rootOf((await page('/profile', { ...PHONE, cookie })).body)).toBe(
      '<div id="root" inert><main>rebuilt /profile for drawn_page_user</main></div>',
    );
    rmSync(entryFile);
    expect(rootOf((await page('/profile', { ...PHONE, cookie })).body)).toBe('<div id="root"></div>');
  });
});
