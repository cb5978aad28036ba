import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_ELEMENT_ID } from '@bagel/account-contract';
import { ASSET_JS, INDEX_HTML, PUBLIC_API_URL, signUp, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';
import { withPageHead } from './page-head';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** index.html as edge serves it to a browser that is not signed in. */
const SIGNED_OUT_PAGE = withPageHead(INDEX_HTML, { session: null, apiOrigin: PUBLIC_API_URL, preloads: [] });

let built: EdgeTestApp;
let unbuilt: EdgeTestApp;
beforeAll(async () => {
  [built, unbuilt] = await Promise.all([startEdgeTestApp(), startEdgeTestApp({}, { built: false })]);
});
afterAll(async () => {
  await Promise.all([built.close(), unbuilt.close()]);
});

describe('serving the web app', () => {
  it('answers a NUL or broken escape in a path with 400, a name too long for the file system like any unknown path, and a huge path with 414, never 500', async () => {
    for (const headers of [HTML, {}]) {
      for (const url of ['/index.html%00.js', '/assets/%00', '/%00']) {
        const response = await built.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ error: 'Bad Request', field: 'path' });
      }
      const longName = await built.app.inject({ url: `/${'a'.repeat(300)}.js`, headers });
      expect(longName.statusCode).toBe(headers === HTML ? 200 : 404);
      const huge = await built.app.inject({ url: `/${'a/'.repeat(2_500)}`, headers });
      expect(huge.statusCode).toBe(414);
      expect(huge.json()).toMatchObject({ error: 'URI Too Long', field: 'path' });
      const malformed = await built.app.inject({ url: '/%E0%A4%A', headers });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: 'Bad Request' });
    }
  });

  it('answers every page route with index.html, never stored (it holds the session)', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/dataset/abc/description',
      '/market/source/model/meta-llama%2FLlama-3/description',
      '/index.html',
      '/invite?ref=FRIEND',
    ]) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['vary']).toMatch(/cookie/i);
      expect(response.body).toBe(SIGNED_OUT_PAGE);
    }
  });

  it('puts the signed-in session in the page as GET /api/session gives it, and leaves it out when it cannot be read', async () => {
    const { cookie } = await signUp(built.app, 'page_session_user');
    const session = await built.app.inject({ url: '/api/session', headers: { cookie } });
    const page = await built.app.inject({ url: '/dashboard', headers: { ...HTML, cookie } });
    expect(page.statusCode).toBe(200);
    const element = new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`).exec(page.body);
    expect(JSON.parse(element?.[1] ?? '')).toEqual(session.json());
    // The shell every signed-in page renders in comes with the page's first scripts, not after them.
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in-shell-C4x1.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Modal-D5y2.js">');

    // The key comes from api: while it is down the page still loads, and the app asks for the session itself.
    built.api.setAvailable(false);
    try {
      const unreadable = await built.app.inject({ url: '/dashboard', headers: { ...HTML, cookie } });
      expect(unreadable.statusCode).toBe(200);
      expect(unreadable.body).toBe(withPageHead(INDEX_HTML, { session: undefined, apiOrigin: PUBLIC_API_URL, preloads: [] }));
    } finally {
      built.api.setAvailable(true);
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await built.app.inject({ url: '/assets/index-Bx3k9Qa1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET_JS);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await built.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const head = await built.app.inject({ method: 'HEAD', url: '/dashboard', headers: HTML });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers unknown /api paths, missing files and non-page requests with the JSON 404', async () => {
    const cases = [
      { method: 'GET', url: '/api/nope', headers: HTML },
      { method: 'GET', url: '/api/nope?x=1', headers: { accept: 'application/json' } },
      { method: 'POST', url: '/api/nope', headers: {} },
      { method: 'GET', url: '/assets/missing-123.js', headers: { accept: 'application/javascript' } },
      { method: 'GET', url: '/dashboard', headers: { accept: 'application/json' } },
    ] as const;
    for (const { method, url, headers } of cases) {
      const response = await built.app.inject({ method, url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found', detail: `No route for ${method} ${url.split('?')[0]}` });
    }
  });

  it('never serves hidden files or anything outside the dist folder (such paths are page routes, or malformed)', async () => {
    for (const url of ['/.env', '/../package.json', '/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('"name"');
      expect([200, 400, 404], url).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.body).toBe(SIGNED_OUT_PAGE);
    }
  });

  it('explains how to build the web app when the dist folder is missing', async () => {
    const response = await unbuilt.app.inject({ url: '/dataset/abc/description', headers: HTML });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('The web app has not been built yet');
    expect(response.body).toContain('npx nx build @bagel/web');
    expect((await unbuilt.app.inject({ url: '/api/settings' })).statusCode).toBe(200);
  });
});

describe('serving the precompressed build', () => {
  // As apps/web/src/build/precompressed-assets.ts writes them: `<file>.br` and `<file>.gz` beside the file, or only some.
  const script = `export const greeting = ${JSON.stringify('bagel '.repeat(400))};\n`;
  const gzipOnly = `export const crumbs = ${JSON.stringify('crumb '.repeat(400))};\n`;
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  beforeAll(() => {
    const dist = built.config.webDist;
    writeFileSync(join(dist, 'assets/app-Pr3c0mp1.js'), script);
    writeFileSync(join(dist, 'assets/app-Pr3c0mp1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-Pr3c0mp1.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets/crumbs-Gz1p0n1y.js'), gzipOnly);
    writeFileSync(join(dist, 'assets/crumbs-Gz1p0n1y.js.gz'), gzipSync(gzipOnly));
  });
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    built.app.inject({ method, url, headers });

  it('sends the brotli file to a browser that accepts it, as the script it encodes, cached for a year', async () => {
    const response = await get('/assets/app-Pr3c0mp1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-Pr3c0mp1.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const response = await get('/assets/app-Pr3c0mp1.js', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('answers HEAD with the chosen variant’s headers and no body', async () => {
    const response = await get('/assets/app-Pr3c0mp1.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(response.body).toBe('');
  });

  it('falls back to the next accepted encoding, then to the plain file, when a variant is missing', async () => {
    const gzip = await get('/assets/crumbs-Gz1p0n1y.js', { 'accept-encoding': 'br, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(gzipOnly);
    const plain = await get('/assets/crumbs-Gz1p0n1y.js', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gzipOnly);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('compresses each page as it is written, in the best encoding the browser accepts', async () => {
    const brotli = await get('/dashboard', { ...HTML, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SIGNED_OUT_PAGE);
    const gzip = await get('/dashboard', { ...HTML, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SIGNED_OUT_PAGE);
    const plain = await get('/dashboard', { ...HTML, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SIGNED_OUT_PAGE);
  });

  it('answers a range request with bytes of the representation it chose', async () => {
    const plain = await get('/assets/app-Pr3c0mp1.js', { range: 'bytes=0-9' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${script.length}`);
    expect(plain.body).toBe(script.slice(0, 10));
    const brotli = await get('/assets/app-Pr3c0mp1.js', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(brotli.statusCode).toBe(206);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-range']).toBe(`bytes 0-9/${brotliCompressSync(script).length}`);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(script).subarray(0, 10));
  });
});
