import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export interface SecurityHeadersOptions {
  publicOrigin: string;
  /** The browser calls api there directly, so the CSP must allow connecting to it. */
  publicApiUrl: string;
}

/** The Content-Security-Policy the built web app runs under; nothing inline but styles. */
export function contentSecurityPolicy({ publicOrigin, publicApiUrl }: SecurityHeadersOptions): Record<string, string[]> {
  const https = new URL(publicOrigin).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    // Mantine injects <style> tags at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars are previewed and stored as data: URLs; resized in a canvas as blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", new URL(publicApiUrl).origin],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Over plain http (local use) upgrading would break every same-origin request.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** helmet's hardening headers, with HSTS only where the app is served over https. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async function securityHeaders(app, options) {
    const https = new URL(options.publicOrigin).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      hsts: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
