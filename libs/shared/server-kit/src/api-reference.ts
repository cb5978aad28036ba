import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteDescriptor } from '@bagel/contract';
import { buildOpenApiDocument } from './openapi-document';

export const API_REFERENCE_PATH = '/docs';

/**
 * The policy the reference page runs under. Its scripts and style sheets are files under /docs/static (the
 * initializer too), so nothing inline is needed; Swagger UI's icons and logo are data: URLs, and "Try it
 * out" calls this same origin.
 */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Serves the contract's OpenAPI document at /docs/json and an interactive reference page at /docs. */
export async function registerApiReference(
  app: FastifyInstance,
  routes: readonly RouteDescriptor[],
  info: { title: string; version: string; description: string },
): Promise<void> {
  // The schemas come from valibot's JSON Schema conversion, which the OpenAPI types cannot follow statically.
  const document = buildOpenApiDocument(routes, info) as unknown as StaticDocumentSpec['document'];
  await app.register(swagger, { mode: 'static', specification: { document } });
  // A context of its own, so the headers reach the page, its static files and the document, and nothing else.
  await app.register(async function apiReference(docs) {
    docs.addHook('onSend', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', API_REFERENCE_CSP);
    });
    // The standalone layout's top bar draws Swagger's logo as an SVG with an inline <style> (refused by the policy)
    // and offers to load any other document; the base layout is the reference alone.
    await docs.register(swaggerUi, { routePrefix: API_REFERENCE_PATH, uiConfig: { layout: 'BaseLayout' } });
  });
}
