import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_JS, INDEX_HTML, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let built: EdgeTestApp;
let unbuilt: EdgeTestApp;
beforeAll(async () => {
  [built, unbuilt] = await Promise.all([startEdgeTestApp(), startEdgeTestApp({}, { built: false })]);
});
afterAll(async () => {
  await Promise.all([built.close(), unbuilt.close()]);
});

describe('serving the web app', () => {
  it('answers every page route with index.html, revalidated on each load', async () => {
    for (const url of ['/', '/dashboard', '/dataset/abc/description', '/market/source/model/meta-llama%2FLlama-3/description', '/index.html', '/invite?ref=FRIEND']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
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
      if (response.statusCode === 200) expect(response.body).toBe(INDEX_HTML);
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
