import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdgeTestApp, type EdgeTestApp } from './edge-test-app';

const EXPECTED_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' http://localhost:3001",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

let plain: EdgeTestApp;
let secure: EdgeTestApp;
beforeAll(async () => {
  [plain, secure] = await Promise.all([
    startEdgeTestApp(),
    startEdgeTestApp({ PUBLIC_ORIGIN: 'https://bagel.example', PUBLIC_API_URL: 'https://api.bagel.example/' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), secure.close()]);
});

describe('security headers', () => {
  it('send the CSP the web app runs under, and helmet hardening, on pages, data and errors alike', async () => {
    for (const url of ['/', '/dataset/abc/description', '/api/settings', '/api/session', '/api/nope', '/health']) {
      const response = await plain.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.headers['content-security-policy'], url).toBe(EXPECTED_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS and upgrade-insecure-requests on an https origin, and allow its api origin', async () => {
    const response = await secure.app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api.bagel.example;");
    expect(csp.endsWith(';upgrade-insecure-requests')).toBe(true);
  });
});
