import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@bagel/server-kit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` opts a route out of the cross-site check: only for callers that are not browsers and
     * prove themselves another way (a payment provider's signed webhook).
     */
    csrf?: false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfGuardOptions {
  /** PUBLIC_ORIGIN: the origin the app is served from. */
  publicOrigin: string;
}

/** The request's own origin as it reached this server (through a trusted proxy, as the client sent it). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The session cookie is SameSite=Lax, and on top of that every state-changing request must come
 * from the app's own pages: a foreign Origin, or a browser saying the request is cross-site, is refused.
 */
export const csrfGuard = fp<CsrfGuardOptions>(
  async function csrfGuard(app, { publicOrigin }) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (origin === publicOrigin || origin === ownOrigin(request)) return;
        throw new HttpError(403, `Cross-site request refused: pages from ${origin} may not change data here`);
      }
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new HttpError(403, 'Cross-site request refused: this request came from another site');
      }
    });
  },
  { name: 'csrf-guard', dependencies: ['server-kit'], fastify: '5.x' },
);
